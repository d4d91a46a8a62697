import { REVIEW_MERGE_MAX } from '@gapwise/contracts/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './api-client.ts';
import { storage } from './storage.ts';
import { keepVisitorMistake, mergeVisitorMistakes, type VisitorMistake } from './visitor-mistakes.ts';

describe('a visitor’s mistakes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    storage.remove('visitorMistakes');
  });

  it('keeps the latest ones, sends them once at sign-in and forgets them after', async () => {
    for (let i = 0; i < REVIEW_MERGE_MAX + 2; i++)
      await keepVisitorMistake(`ex${i}`, new Date(Date.UTC(2026, 0, 1, 0, i)));
    const kept = (await storage.get<VisitorMistake[]>('visitorMistakes')) ?? [];
    expect(kept).toHaveLength(REVIEW_MERGE_MAX);
    expect(kept[0]?.exerciseId).toBe('ex2');

    configureApiClient({ getToken: () => 'token' });
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ isSuccess: true, content: { merged: REVIEW_MERGE_MAX, skipped: 0 } }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await mergeVisitorMistakes()).toBe(REVIEW_MERGE_MAX);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toMatch(/\/api\/reviews\/merge$/);
    expect(JSON.parse(String(init.body)).mistakes).toEqual(kept);
    expect(await storage.get('visitorMistakes')).toBeNull();
    // Nothing left: no second request.
    expect(await mergeVisitorMistakes()).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps them when the merge fails, for the next sign-in', async () => {
    await keepVisitorMistake('ex1');
    configureApiClient({ getToken: () => 'token' });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ isSuccess: false, error: { code: 'INTERNAL_ERROR', message: 'x' } }),
            {
              status: 500,
            },
          ),
      ),
    );
    expect(await mergeVisitorMistakes()).toBe(0);
    expect(await storage.get<VisitorMistake[]>('visitorMistakes')).toHaveLength(1);
  });
});

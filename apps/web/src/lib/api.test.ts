import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { API_ROUTES } from '@gapwise/contracts/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, failureCode, fetchApi, unwrap } from './api.ts';
import { configureApiClient } from './api-client.ts';

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('the typed client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls the map’s method and path, with encoded params, the body and the query', async () => {
    configureApiClient({ getToken: () => null });
    const fetchMock = respond(200, { isSuccess: true, content: { exercises: [] } });
    vi.stubGlobal('fetch', fetchMock);
    await callApi('topics.get', { params: { slug: 'a b' }, query: { limit: 5, isOnlyHighQuality: 'true' } });
    await callApi('feedback.reportExercise', {
      params: { id: 'ex/1' },
      body: { reason: 'wrong-answer', answer: 'x' } as never,
    });
    const [firstUrl, firstInit] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(firstUrl)).toMatch(/\/api\/topics\/a%20b\?limit=5&isOnlyHighQuality=true$/);
    expect(firstInit.method).toBe('GET');
    const [secondUrl, secondInit] = fetchMock.mock.calls[1] as unknown as [URL, RequestInit];
    expect(String(secondUrl)).toMatch(/\/api\/exercises\/ex%2F1\/report$/);
    expect(secondInit.method).toBe('POST');
    expect(JSON.parse(String(secondInit.body))).toEqual({ reason: 'wrong-answer', answer: 'x' });
  });

  it('turns an error envelope into one thrown, typed error that keeps its code', async () => {
    vi.stubGlobal(
      'fetch',
      respond(404, { isSuccess: false, error: { code: 'TOPIC_NOT_FOUND', message: 'No such topic' } }),
    );
    const thrown = await fetchApi('topics.get', { params: { slug: 'x' } }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(failureCode(thrown)).toBe('TOPIC_NOT_FOUND');
    expect((thrown as Error).message).toBe('No such topic');
    expect(unwrap({ isSuccess: true, error: null, content: 7 })).toBe(7);
    expect(failureCode(new Error('plain'))).toBeNull();
  });
});

/**
 * No hand-written path on the web: calls go through the route map. What still calls a path by hand is
 * listed here with its reason; a new hand-written call fails this test.
 */
const HAND_WRITTEN: Record<string, { calls: number; reason: string }> = {
  'features/explanations/stream.ts': { calls: 1, reason: 'a streamed answer (SSE) needs fetch itself' },
  'lib/locale.ts': { calls: 1, reason: 'GET /geo runs before the app (and its client) starts' },
};

/** Feature files outside an api module that still reach the server themselves, each with its reason. */
const OWN_FETCHER: Record<string, string> = {
  'features/explanations/stream.ts': 'reads a streamed (SSE) answer, which needs fetch and its body reader',
};
const SERVER_CALL =
  /\b(callApi|fetchApi|apiRequest)\s*\(|\bapi\.(get|post|patch|put|delete)\s*(<[^(]*>)?\(|\bfetch\(/;

const root = join(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('paths on the web', () => {
  const files = sources(root).filter((f) => !f.endsWith('lib/api-client.ts'));

  it('are written by hand only where listed, and the listed fetches use the map’s paths', () => {
    const found: Record<string, number> = {};
    const mapPaths = new Set(Object.values(API_ROUTES).map((r) => r.path));
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const calls = text.match(/\bapi\.(get|post|patch|delete)\s*(<[^(]*>)?\(|fetch\(\s*['`]\/api\//g) ?? [];
      if (calls.length) found[relative(root, file)] = calls.length;
      for (const [, path] of text.matchAll(/fetch\(\s*['`]\/api(\/[^'`?]*)/g)) {
        expect(mapPaths, `${relative(root, file)} fetches /api${path}`).toContain(path);
      }
    }
    expect(found).toEqual(Object.fromEntries(Object.entries(HAND_WRITTEN).map(([f, v]) => [f, v.calls])));
  });

  it('are called from a feature only in its api module (features/<name>/api.ts or api/)', () => {
    const outside = files
      .filter((file) => relative(root, file).startsWith('features/'))
      .filter((file) => !/\/api(\.ts|\/)/.test(relative(root, file)))
      .filter((file) => SERVER_CALL.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(outside).toEqual(Object.keys(OWN_FETCHER));
  });

  it('the scan sees a hand-written call, so the check above can fail', () => {
    const sample = "const r = await api.get<{ sections: Section[] }>('/sections');";
    expect(sample.match(/\bapi\.(get|post|patch|delete)\s*(<[^(]*>)?\(/g)).toHaveLength(1);
    expect(SERVER_CALL.test("const result = await callApi('users.me');")).toBe(true);
    expect(SERVER_CALL.test('const user = await fetchMe();')).toBe(false);
  });
});

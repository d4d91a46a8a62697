import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './api-client.ts';
import {
  onSessionMessage,
  refreshSession,
  resetSharedRefresh,
  type SessionMessage,
  sessionIsGone,
} from './shared-refresh.ts';

const login = (token: string, minutes = 15) => ({
  accessToken: token,
  accessTokenExpiresAt: new Date(Date.now() + minutes * 60_000).toISOString(),
  user: { id: 'u1', email: 'a@example.com' },
});

const answer = (token: string) =>
  new Response(JSON.stringify({ isSuccess: true, content: login(token) }), { status: 200 });

/** Another tab of the same learner: a second channel of the same name. */
const otherTab = () => new BroadcastChannel('gapwise:session');

describe('one token refresh for all tabs', () => {
  beforeEach(() => {
    resetSharedRefresh();
    configureApiClient({ getToken: () => null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSharedRefresh();
  });

  it('calls made while a refresh is on its way share it: one request, one answer', async () => {
    const fetchMock = vi.fn(async () => answer('new'));
    vi.stubGlobal('fetch', fetchMock);
    const [a, b] = await Promise.all([refreshSession(), refreshSession()]);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(a.content?.accessToken).toBe('new');
    expect(b.content?.accessToken).toBe('new');
  });

  it('tells the other tabs its answer, and takes an answer another tab just got instead of refreshing', async () => {
    const tab = otherTab();
    const heard = new Promise<SessionMessage>((resolve) => {
      tab.onmessage = (event) => resolve(event.data);
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer('from-this-tab')),
    );
    await refreshSession();
    const message = await heard;
    expect(message.type).toBe('refreshed');
    expect(message.type === 'refreshed' && message.login.accessToken).toBe('from-this-tab');

    resetSharedRefresh();
    const received = new Promise<void>((resolve) => onSessionMessage(() => resolve()));
    tab.postMessage({ type: 'refreshed', login: login('from-other-tab'), at: Date.now() });
    await received;
    const fetchMock = vi.fn(async () => answer('should-not-be-asked'));
    vi.stubGlobal('fetch', fetchMock);
    const result = await refreshSession();
    expect(result.content?.accessToken).toBe('from-other-tab');
    expect(fetchMock).not.toHaveBeenCalled();
    tab.close();
  });

  it('refreshes itself when the other tab’s answer is old or its token nearly spent', async () => {
    const tab = otherTab();
    const received = new Promise<void>((resolve) => onSessionMessage(() => resolve()));
    tab.postMessage({ type: 'refreshed', login: login('nearly-spent', 0.5), at: Date.now() });
    await received;
    const fetchMock = vi.fn(async () => answer('own'));
    vi.stubGlobal('fetch', fetchMock);
    expect((await refreshSession()).content?.accessToken).toBe('own');
    expect(fetchMock).toHaveBeenCalledOnce();
    tab.close();
  });

  it('waits its turn behind another tab’s refresh (Web Lock) where the browser has locks', async () => {
    const order: string[] = [];
    const request = vi.fn(async (_name: string, task: () => Promise<unknown>) => {
      order.push('lock');
      return task();
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        order.push('fetch');
        return answer('locked');
      }),
    );
    expect((await refreshSession()).content?.accessToken).toBe('locked');
    expect(request).toHaveBeenCalledWith('gapwise:refresh', expect.any(Function));
    expect(order).toEqual(['lock', 'fetch']);
  });

  it('ends the session only when the refresh is refused, not when it could not be made', () => {
    const failed = (code: string) =>
      ({ isSuccess: false, content: null, error: { code, message: '' } }) as Parameters<
        typeof sessionIsGone
      >[0];
    expect(sessionIsGone(failed('AUTH_REFRESH_INVALID'))).toBe(true);
    expect(sessionIsGone(failed('UNAUTHORIZED'))).toBe(true);
    expect(sessionIsGone(failed('NETWORK_ERROR'))).toBe(false);
    expect(sessionIsGone(failed('RATE_LIMITED'))).toBe(false);
    expect(sessionIsGone(failed('INTERNAL_ERROR'))).toBe(false);
  });
});

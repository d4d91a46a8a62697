import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApiClient, retryAfterSeconds } from './api-client.ts';

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

describe('api client', () => {
  const onUnauthorized = vi.fn();
  const renew = vi.fn<() => Promise<string | 'gone' | null>>(async () => 'gone');
  beforeEach(() => {
    onUnauthorized.mockReset();
    renew.mockReset();
    renew.mockResolvedValue('gone');
    configureApiClient({ getToken: () => 'tok-123', onUnauthorized, renew });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token and the client-origin header, and unwraps success', async () => {
    const fetchMock = respond(200, { isSuccess: true, content: { ok: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    const result = await api.post<{ ok: number }>('/thing', { a: 1 });
    expect(result).toEqual({ isSuccess: true, error: null, content: { ok: 1 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toMatch(/\/api\/thing$/);
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer tok-123');
    expect(headers['x-client-origin']).toBe(window.location.origin);
    expect(init.body).toBe('{"a":1}');
  });

  it('passes the server error through', async () => {
    vi.stubGlobal(
      'fetch',
      respond(404, { isSuccess: false, error: { code: 'TOPIC_NOT_FOUND', message: 'No such topic' } }),
    );
    const result = await api.get('/topics/x');
    expect(result).toEqual({
      isSuccess: false,
      content: null,
      error: { code: 'TOPIC_NOT_FOUND', message: 'No such topic' },
    });
  });

  it('carries a refusal’s Retry-After, so the page can show the real wait', async () => {
    const body = { isSuccess: false, error: { code: 'RATE_LIMITED', message: 'Too many requests' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify(body), { status: 429, headers: { 'retry-after': '1740' } }),
      ),
    );
    const result = await api.post('/auth/generate-otp', {});
    expect(result.error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests',
      retryAfterSeconds: 1740,
    });
  });

  it('reads Retry-After as seconds or as a date, and ignores nonsense', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(retryAfterSeconds('90', now)).toBe(90);
    expect(retryAfterSeconds('Tue, 01 Jan 2030 00:29:00 GMT', now)).toBe(1740);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds('0', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });

  const refused = { isSuccess: false, error: { code: 'UNAUTHORIZED', message: 'Sign in' } };

  it('logs out on a 401 only when the refresh after it is refused too', async () => {
    vi.stubGlobal('fetch', respond(401, refused));
    const result = await api.get('/users/me');
    expect(result.isSuccess).toBe(false);
    expect(renew).toHaveBeenCalledOnce();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('retries a 401 once with the renewed token and keeps the learner signed in', async () => {
    let token = 'expired';
    configureApiClient({ getToken: () => token });
    renew.mockImplementation(async () => {
      token = 'fresh';
      return token;
    });
    const fetchMock = vi.fn(async (_url: URL, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).authorization;
      return auth === 'Bearer fresh'
        ? new Response(JSON.stringify({ isSuccess: true, content: { id: 'u1' } }), { status: 200 })
        : new Response(JSON.stringify(refused), { status: 401 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const result = await api.get<{ id: string }>('/users/me');
    expect(result).toEqual({ isSuccess: true, error: null, content: { id: 'u1' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
    configureApiClient({ getToken: () => 'tok-123' });
  });

  it('keeps the session when the refresh after a 401 could not be made (offline), and never retries /auth', async () => {
    vi.stubGlobal('fetch', respond(401, refused));
    renew.mockResolvedValue(null);
    expect((await api.get('/users/me')).error?.code).toBe('UNAUTHORIZED');
    expect(onUnauthorized).not.toHaveBeenCalled();
    renew.mockClear();
    expect((await api.post('/auth/refresh')).error?.code).toBe('UNAUTHORIZED');
    expect(renew).not.toHaveBeenCalled();
  });

  it('never throws on a network failure or a non-JSON answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    expect((await api.get('/x')).error?.code).toBe('NETWORK_ERROR');
    vi.stubGlobal('fetch', respond(502, '<html>Bad gateway</html>'));
    expect((await api.get('/x')).error?.code).toBe('HTTP_ERROR');
  });

  it('adds query parameters, skipping undefined ones', async () => {
    const fetchMock = respond(200, { isSuccess: true, content: [] });
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/topics', { query: { limit: 10, level: undefined } });
    expect(String((fetchMock.mock.calls[0] as unknown as [URL])[0])).toMatch(/\/api\/topics\?limit=10$/);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, failureCode } from '../../lib/api.ts';
import { adminQueries } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('admin calls', () => {
  it('go through the route map: encoded params and the query on the map’s path', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ isSuccess: true, content: { total: 0, exercises: [] } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const options = adminQueries.exercises('do/does', { q: 'tea', disabled: 'only', limit: 25 });
    expect(options.queryKey).toEqual([
      'admin',
      'exercises',
      'do/does',
      { q: 'tea', disabled: 'only', limit: 25 },
    ]);
    await expect(Promise.resolve(options.queryFn?.({} as never))).resolves.toEqual({
      total: 0,
      exercises: [],
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toMatch(/\/api\/admin\/topics\/do%2Fdoes\/exercises\?q=tea&disabled=only&limit=25$/);
    expect(init.method).toBe('GET');
  });

  it('throw the one ApiError on a refusal, keeping the server’s code and message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ isSuccess: false, error: { code: 'FORBIDDEN', message: 'Admins only' } }),
            {
              status: 403,
            },
          ),
      ),
    );
    const thrown = await Promise.resolve(adminQueries.overview().queryFn?.({} as never)).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(ApiError);
    expect(failureCode(thrown)).toBe('FORBIDDEN');
    expect((thrown as Error).message).toBe('Admins only');
  });
});

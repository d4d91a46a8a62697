import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { post, refreshCookie, register } from './auth.test-helpers.ts';
import { REFRESH_GRACE_MS } from './sessions.service.ts';

describe.each(DATABASE_KINDS)('sessions: refresh and logout on %s', (kind) => {
  let database: Database;
  let app: App;
  let n = 0;
  const email = () => `session-${++n}@example.com`;

  const refresh = (cookie: string | undefined) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      ...(cookie ? { cookies: { gapwise_refresh: cookie } } : {}),
    });
  const me = (token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/users/by-access-token',
      headers: { authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ config: testConfig(), database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  /** Moves the server's clock (Date only; timers and the database are untouched). */
  const later = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ms);
  };

  it('rotates the refresh cookie and answers a fresh access token with the user', async () => {
    const login = await register(app, email());
    const first = refreshCookie(login);
    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    const second = refreshCookie(res);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const { accessToken, user } = res.json().content;
    expect(user.email).toBe(login.json().content.user.email);
    expect((await me(accessToken)).statusCode).toBe(200);
    // The access token from before the rotation keeps working until it expires.
    expect((await me(login.json().content.accessToken)).statusCode).toBe(200);
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('revokes the whole family when an old refresh token is replayed after the grace window', async () => {
    const login = await register(app, email());
    const stolen = refreshCookie(login);
    const rotated = await refresh(stolen);
    const current = refreshCookie(rotated);
    later(REFRESH_GRACE_MS + 1000);
    const replay = await refresh(stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('AUTH_REFRESH_INVALID');
    // The legitimate holder is signed out too: the family ended.
    expect((await refresh(current)).statusCode).toBe(401);
    expect((await me(rotated.json().content.accessToken)).statusCode).toBe(401);
  });

  it('two tabs refreshing with one cookie at once both stay signed in, with the same new session', async () => {
    const login = await register(app, email());
    const cookie = refreshCookie(login);
    const [a, b] = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(refreshCookie(a)).toBe(refreshCookie(b));
    for (const res of [a, b]) expect((await me(res.json().content.accessToken)).statusCode).toBe(200);
    // The winner's cookie goes on working.
    expect((await refresh(refreshCookie(a))).statusCode).toBe(200);
  });

  it('a repeat of a just-traded cookie inside the grace window gets the same session, not a revocation', async () => {
    const login = await register(app, email());
    const cookie = refreshCookie(login);
    const first = await refresh(cookie);
    later(REFRESH_GRACE_MS - 5000);
    const again = await refresh(cookie);
    expect(again.statusCode).toBe(200);
    expect(refreshCookie(again)).toBe(refreshCookie(first));
    expect((await me(first.json().content.accessToken)).statusCode).toBe(200);
    expect((await refresh(refreshCookie(first))).statusCode).toBe(200);
  });

  it('a request still on its way after the cookie was rotated twice within the grace window stays signed in', async () => {
    const login = await register(app, email());
    const slow = refreshCookie(login);
    // Another tab trades the cookie, then a reload trades the new one, while the first tab's request with
    // the original cookie is still on its way.
    const first = await refresh(slow);
    const second = await refresh(refreshCookie(first));
    const late = await refresh(slow);
    expect(late.statusCode).toBe(200);
    expect(refreshCookie(late)).toBe(refreshCookie(second));
    expect((await me(late.json().content.accessToken)).statusCode).toBe(200);
    expect((await refresh(refreshCookie(second))).statusCode).toBe(200);
  });

  it('a chain of rotations older than the grace window is still a replay that ends the family', async () => {
    const login = await register(app, email());
    const stolen = refreshCookie(login);
    const first = await refresh(stolen);
    later(REFRESH_GRACE_MS + 1000);
    const second = await refresh(refreshCookie(first));
    expect(second.statusCode).toBe(200);
    expect((await refresh(stolen)).statusCode).toBe(401);
    expect((await refresh(refreshCookie(second))).statusCode).toBe(401);
  });

  it('the grace window never revives a session that was logged out', async () => {
    const login = await register(app, email());
    const cookie = refreshCookie(login);
    const rotated = await refresh(cookie);
    await post(app, '/auth/logout', undefined, {
      authorization: `Bearer ${rotated.json().content.accessToken}`,
    });
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await refresh(refreshCookie(rotated))).statusCode).toBe(401);
  });

  it('refuses a missing or made-up refresh cookie', async () => {
    expect((await refresh(undefined)).json().error.code).toBe('AUTH_REFRESH_INVALID');
    expect((await refresh('made-up')).statusCode).toBe(401);
  });

  it('logout ends the session: the access token answers 401 and the cookie no longer refreshes', async () => {
    const login = await register(app, email());
    const { accessToken } = login.json().content;
    const cookie = refreshCookie(login);
    expect((await me(accessToken)).statusCode).toBe(200);
    const out = await post(app, '/auth/logout', undefined, { authorization: `Bearer ${accessToken}` });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'gapwise_refresh')?.value).toBe('');
    const after = await me(accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHORIZED');
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('logout with only the cookie ends that session too', async () => {
    const login = await register(app, email());
    const cookie = refreshCookie(login) ?? '';
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { gapwise_refresh: cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(login.json().content.accessToken)).statusCode).toBe(401);
  });

  it('marks the cookie Secure in production', async () => {
    const prod = await buildApp({
      config: testConfig({ NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(40) }),
      database,
    });
    try {
      const res = await prod.inject({ method: 'POST', url: '/api/auth/refresh' });
      const cleared = res.cookies.find((c) => c.name === 'gapwise_refresh');
      expect(cleared?.secure).toBe(true);
      expect((await prod.inject({ method: 'GET', url: '/api/dev/outbox' })).json().error.code).toBe(
        'ROUTE_NOT_FOUND',
      );
    } finally {
      await prod.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';

/** Whatever a client sends, the answer is a 4xx envelope with a stable code, never a 500. */
describe.each(DATABASE_KINDS)('odd input to the accounts API on %s', (kind) => {
  let database: Database;
  let app: App;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({
      config: testConfig({ GOOGLE_CLIENT_ID: 'x', GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' }),
      database,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const odd: unknown[] = [
    {},
    [],
    'text',
    null,
    { email: 42, locale: 'en' },
    { email: ['a@b.co'], locale: 'en' },
    { email: 'a@b.co', OTP: -1 },
    { email: 'a@b.co', OTP: 1.5 },
    { email: 'a@b.co', OTP: { $gt: '' } },
    { email: 'a@b.co', OTP: 'x'.repeat(100) },
    { email: 'a@b.co', name: 7, locale: 'en' },
    { idToken: '' },
    { idToken: 5, type: 'social' },
    { idToken: 'y'.repeat(10_000), type: 'social' },
    { quizString: null },
  ];
  const routes: [string, string][] = [
    ['POST', '/api/auth/generate-otp'],
    ['POST', '/api/auth/login-with-email'],
    ['POST', '/api/auth/login-with-social'],
    ['PATCH', '/api/users/quiz-string'],
  ];

  it('answers every odd body with a 4xx envelope', async () => {
    for (const [method, url] of routes) {
      for (const payload of odd) {
        const res = await app.inject({
          method: method as 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
        expect(res.json().isSuccess).toBe(false);
      }
    }
  });

  it('answers a malformed refresh cookie or bearer header with 401', async () => {
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: 'gapwise_refresh=%E0%A4%A' },
    });
    expect(refresh.statusCode).toBe(401);
    const bearer = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: 'Bearer' },
    });
    expect(bearer.statusCode).toBe(401);
  });

  it('limits login attempts from one IP across addresses', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 101; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login-with-email',
        remoteAddress: '10.3.0.1',
        payload: { email: `who-${i}@example.com`, OTP: '12345' },
      });
      codes.push(res.json().error.code);
    }
    expect(codes.slice(0, 100).every((c) => c === 'AUTH_NO_USER')).toBe(true);
    expect(codes[100]).toBe('RATE_LIMITED');
  });
});

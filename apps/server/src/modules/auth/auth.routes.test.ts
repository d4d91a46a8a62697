import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { otpCodes, users } from '../../db/schema/index.ts';
import { post, readCode, refreshCookie, register } from './auth.test-helpers.ts';

describe.each(DATABASE_KINDS)('sign-in with e-mail codes on %s', (kind) => {
  let database: Database;
  let app: App;
  let n = 0;
  const email = (tag: string) => `${tag}-${++n}@example.com`;
  /** Each test from its own address, so per-IP limits of one test never reach another. */
  const ip = () => `10.0.0.${n}`;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ config: testConfig({ ADMIN_EMAILS: 'boss@example.com' }), database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('registers, mails a code, signs in, and shows the user behind the access token', async () => {
    const address = email('new');
    const sent = await post(app, '/auth/generate-otp', {
      email: `  ${address.toUpperCase()} `,
      name: 'Olena',
      locale: 'uk',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().content).toEqual({ email: address, expiresInSeconds: 600, resendAfterSeconds: 20 });

    const code = await readCode(app, address);
    expect(code).toMatch(/^\d{5}$/);
    const login = await post(app, '/auth/login-with-email', { email: address, OTP: code });
    expect(login.statusCode).toBe(200);
    const body = login.json().content;
    expect(body.user).toMatchObject({
      email: address,
      name: 'Olena',
      role: 'user',
      isPremium: false,
      locale: 'uk',
    });
    expect(Date.parse(body.accessTokenExpiresAt)).toBeGreaterThan(Date.now());
    const cookie = login.cookies.find((c) => c.name === 'gapwise_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie?.secure).toBeFalsy();

    const me = await app.inject({
      method: 'GET',
      url: '/api/users/by-access-token',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().content).toMatchObject({ _id: body.user._id, email: address });
    // A used code never works twice.
    const again = await post(app, '/auth/login-with-email', { email: address, OTP: code });
    expect(again.json().error.code).toBe('AUTH_INVALID_OPT');
  });

  it('sends an unknown address to registration and refuses a login for it', async () => {
    const address = email('stranger');
    const res = await post(app, '/auth/generate-otp', { email: address, locale: 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('AUTH_NO_USER_TRY_REGISTER');
    const login = await post(app, '/auth/login-with-email', { email: address, OTP: '12345' });
    expect(login.json().error.code).toBe('AUTH_NO_USER');
    expect(await database.db.select().from(users).where(eq(users.email, address))).toEqual([]);
  });

  it('kills a code after five wrong tries: then even the right code fails', async () => {
    const address = email('guess');
    await post(app, '/auth/generate-otp', { email: address, name: 'G', locale: 'en' });
    const code = await readCode(app, address);
    const wrong = code === '11111' ? '22222' : '11111';
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push(
        (await post(app, '/auth/login-with-email', { email: address, OTP: wrong })).json().error.code,
      );
    }
    expect(codes).toEqual([...Array(4).fill('AUTH_INVALID_OPT'), 'AUTH_TOO_MANY_ATTEMPTS']);
    const right = await post(app, '/auth/login-with-email', { email: address, OTP: code });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('AUTH_TOO_MANY_ATTEMPTS');
  });

  it('refuses an expired code', async () => {
    const address = email('late');
    await post(app, '/auth/generate-otp', { email: address, name: 'L', locale: 'en' });
    const code = await readCode(app, address);
    await database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.email, address));
    const res = await post(app, '/auth/login-with-email', { email: address, OTP: code });
    expect(res.json().error.code).toBe('AUTH_OTP_EXPIRED');
  });

  it('allows a resend only after 20 s, and the new code replaces the old one', async () => {
    const address = email('resend');
    const remoteAddress = ip();
    const ask = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/generate-otp',
        remoteAddress,
        payload: { email: address, name: 'R', locale: 'en' },
      });
    expect((await ask()).statusCode).toBe(200);
    const first = await readCode(app, address);
    const soon = await ask();
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error).toMatchObject({ code: 'AUTH_RESEND_TOO_SOON' });
    expect(soon.json().error.message).toMatch(/\d+ s/);
    await database.db
      .update(otpCodes)
      .set({ sentAt: new Date(Date.now() - 21_000) })
      .where(eq(otpCodes.email, address));
    expect((await ask()).statusCode).toBe(200);
    const second = await readCode(app, address);
    if (second !== first) {
      const old = await post(app, '/auth/login-with-email', { email: address, OTP: first });
      expect(old.json().error.code).toBe('AUTH_INVALID_OPT');
    }
    expect((await post(app, '/auth/login-with-email', { email: address, OTP: second })).statusCode).toBe(200);
  });

  it('validates e-mail and name as docs/product-rules.md says, with the failing field', async () => {
    const cases = [
      [{ email: '', name: 'A', locale: 'en' }, 'body.email'],
      [{ email: 'not-an-email', locale: 'en' }, 'body.email'],
      [{ email: `${'a'.repeat(40)}@example.com`, locale: 'en' }, 'body.email'],
      [{ email: email('long-name'), name: 'n'.repeat(51), locale: 'en' }, 'body.name'],
      [{ email: email('blank-name'), name: '   ', locale: 'en' }, 'body.name'],
      [{ email: email('locale'), locale: 'fr' }, 'body.locale'],
    ] as const;
    for (const [payload, field] of cases) {
      const res = await post(app, '/auth/generate-otp', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
    const messages = await post(app, '/auth/generate-otp', { email: 'x', locale: 'en' });
    expect(messages.json().error.message).toContain('A full email address is required');
  });

  it('answers a login of the wrong type with "Login type is required"', async () => {
    const res = await post(app, '/auth/login-with-email', { email: email('t'), OTP: '12345', type: 'magic' });
    expect(res.json().error).toMatchObject({
      code: 'AUTH_LOGIN_TYPE_REQUIRED',
      message: 'Login type is required',
    });
  });

  it('gives the admin role to ADMIN_EMAILS at login', async () => {
    const res = await register(app, 'Boss@Example.com');
    expect(res.json().content.user.role).toBe('admin');
  });

  it('answers auth errors in Ukrainian when the browser prefers it', async () => {
    const res = await post(
      app,
      '/auth/login-with-email',
      { email: email('uk'), OTP: '1' },
      { 'accept-language': 'uk-UA,uk;q=0.9' },
    );
    expect(res.json().error.code).toBe('AUTH_NO_USER');
    expect(res.json().error.message).toMatch(/Користувача/);
  });

  it('never answers a code or a hash', async () => {
    const address = email('leak');
    const bodies: string[] = [];
    const sent = await post(app, '/auth/generate-otp', { email: address, name: 'Leak', locale: 'en' });
    bodies.push(sent.body);
    const code = await readCode(app, address);
    bodies.push((await post(app, '/auth/login-with-email', { email: address, OTP: '00000' })).body);
    const login = await post(app, '/auth/login-with-email', { email: address, OTP: code });
    bodies.push(login.body);
    const token = login.json().content.accessToken as string;
    bodies.push(
      (
        await app.inject({
          method: 'GET',
          url: '/api/users/by-access-token',
          headers: { authorization: `Bearer ${token}` },
        })
      ).body,
    );
    const cookie = refreshCookie(login) ?? '';
    bodies.push(
      (await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { gapwise_refresh: cookie } }))
        .body,
    );
    const [otp] = await database.db.select().from(otpCodes).where(eq(otpCodes.email, address));
    for (const body of bodies) {
      expect(body).not.toContain(otp?.codeHash);
      expect(body.replace(/"accessToken":"[^"]+"/, '')).not.toMatch(new RegExp(`\\b${code}\\b`));
      expect(body).not.toMatch(/hash|refreshToken|googleSub/i);
    }
  });
});

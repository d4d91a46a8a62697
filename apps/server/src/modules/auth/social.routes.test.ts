import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { post, register } from './auth.test-helpers.ts';

const CLIENT_ID = 'gapwise-test.apps.googleusercontent.com';

/** Stands in for Google: a key pair whose public half is served as a JWKS on loopback. */
async function fakeGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
  return { url, privateKey, close: () => new Promise<void>((r) => server.close(() => r())) };
}

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

function idToken(
  key: SigningKey,
  claims: JWTPayload,
  options: { aud?: string; iss?: string; exp?: string } = {},
) {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.iss ?? 'https://accounts.google.com')
    .setAudience(options.aud ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '1h')
    .sign(key);
}

describe.each(DATABASE_KINDS)('Google sign-in on %s', (kind) => {
  let database: Database;
  let app: App;
  let google: Awaited<ReturnType<typeof fakeGoogle>>;
  let n = 0;
  const email = () => `google-${++n}@example.com`;
  const social = (token: string, extra: object = { type: 'social' }) =>
    post(app, '/auth/login-with-social', { idToken: token, ...extra });
  const usersWith = (address: string) => database.db.select().from(users).where(eq(users.email, address));

  beforeAll(async () => {
    google = await fakeGoogle();
    database = await freshDatabase(kind);
    app = await buildApp({
      config: testConfig({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.url }),
      database,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await google.close();
  });

  it('tells the web app the client id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.json().content).toEqual({ googleClientId: CLIENT_ID });
  });

  it('signs in a new learner from a valid token, then finds them by Google id', async () => {
    const address = email();
    const token = await idToken(google.privateKey, {
      sub: 'g-1',
      email: address.toUpperCase(),
      name: 'Taras',
    });
    const res = await social(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().content.user).toMatchObject({ email: address, name: 'Taras' });
    expect(res.cookies.some((c) => c.name === 'gapwise_refresh')).toBe(true);
    // A payload may name the provider (providerId) instead of a type.
    const again = await social(token, { providerId: 'google.com' });
    expect(again.json().content.user._id).toBe(res.json().content.user._id);
  });

  it('links Google to an existing e-mail account', async () => {
    const address = email();
    const first = await register(app, address, 'Olha');
    const token = await idToken(google.privateKey, { sub: 'g-link', email: address, name: 'Other Name' });
    const res = await social(token);
    expect(res.json().content.user).toMatchObject({ _id: first.json().content.user._id, name: 'Olha' });
    expect((await usersWith(address))[0]?.googleSub).toBe('g-link');
  });

  it('rejects forged, wrong-audience, wrong-issuer, expired and unverified tokens, creating no account', async () => {
    const { privateKey: forger } = await generateKeyPair('RS256');
    const bad = [
      await idToken(forger, { sub: 'g-x1', email: email() }),
      await idToken(google.privateKey, { sub: 'g-x2', email: email() }, { aud: 'someone-else' }),
      await idToken(google.privateKey, { sub: 'g-x3', email: email() }, { iss: 'https://evil.example' }),
      await idToken(google.privateKey, { sub: 'g-x4', email: email() }, { exp: '-10 minutes' }),
      await idToken(google.privateKey, { sub: 'g-x5', email: email(), email_verified: false }),
      'not-a-token',
    ];
    const before = (await database.db.select().from(users)).length;
    for (const token of bad) {
      const res = await social(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json().error.code).toBe('AUTH_SOCIAL_INVALID_TOKEN');
    }
    expect((await database.db.select().from(users)).length).toBe(before);
  });

  it('needs a login type', async () => {
    const token = await idToken(google.privateKey, { sub: 'g-t', email: email() });
    const res = await post(app, '/auth/login-with-social', { idToken: token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'AUTH_LOGIN_TYPE_REQUIRED',
      message: 'Login type is required',
    });
  });

  it('answers AUTH_SOCIAL_NOT_CONFIGURED without a client id', async () => {
    const plain = await buildApp({ config: testConfig(), database });
    try {
      const res = await plain.inject({
        method: 'POST',
        url: '/api/auth/login-with-social',
        payload: { idToken: 'x', type: 'social' },
      });
      expect(res.json().error.code).toBe('AUTH_SOCIAL_NOT_CONFIGURED');
      const config = await plain.inject({ method: 'GET', url: '/api/auth/config' });
      expect(config.json().content).toEqual({ googleClientId: null });
    } finally {
      await plain.close();
    }
  });
});

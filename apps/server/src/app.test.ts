import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../test/databases.ts';
import { signedInUser } from '../test/users.ts';
import { type App, buildApp } from './app.ts';
import type { Database } from './db/client.ts';
import { sessions } from './db/schema/index.ts';
import { forgetSession } from './plugins/session-cache.ts';

describe.each(DATABASE_KINDS)('app shell on %s', (kind) => {
  let database: Database;
  let app: App;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ config: testConfig(), database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('reports health as degraded until content is loaded, naming the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.isSuccess).toBe(true);
    expect(body.content).toMatchObject({
      status: 'degraded',
      version: '9.9.9-test',
      database: { ok: true, kind },
      content: { loaded: false },
    });
  });

  it('reports health ok once content is loaded', async () => {
    app.content.set(
      { hash: 'h', sections: [], exercises: new Map(), rejected: [] },
      {
        loaded: true,
        hash: 'h',
        sections: 0,
        topics: 0,
        exercises: 0,
      },
    );
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().content.status).toBe('ok');
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      isSuccess: false,
      error: { code: 'ROUTE_NOT_FOUND', message: 'No route GET /api/does-not-exist' },
    });
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().isSuccess).toBe(false);
  });

  it('refuses a compressed request body with a 400 envelope and reads nothing from it', async () => {
    // No client of ours compresses what it sends, so nothing is inflated (no zip bomb to open).
    const { gzipSync } = await import('node:zlib');
    const res = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ message: 'hello' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      isSuccess: false,
      error: { code: 'VALIDATION_FAILED', message: expect.stringContaining('not valid JSON') },
    });
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it("tells the visitor's country from the CDN header or the IP, offline, or null", async () => {
    const known = await app.inject({ method: 'GET', url: '/api/geo', headers: { 'cf-ipcountry': 'UA' } });
    expect(known.json()).toEqual({ isSuccess: true, content: { country_code: 'UA' } });
    const byIp = await app.inject({ method: 'GET', url: '/api/geo', remoteAddress: '46.219.1.1' });
    expect(byIp.json().content.country_code).toBe('UA');
    const loopback = await app.inject({ method: 'GET', url: '/api/geo' });
    expect(loopback.json().content.country_code).toBeNull();
  });

  it('publishes an OpenAPI document generated from the contracts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined();
  });
});

describe.each(DATABASE_KINDS)('bearer tokens on %s', (kind) => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ config: testConfig(), database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a forged, malformed or revoked token with 401 in the envelope', async () => {
    const user = await signedInUser(app, database);
    const ok = await app.inject({ method: 'GET', url: '/api/geo', headers: user.headers });
    expect(ok.statusCode).toBe(200);
    for (const authorization of ['Bearer nonsense', 'Basic abc', `Bearer ${user.token}x`]) {
      const res = await app.inject({ method: 'GET', url: '/api/geo', headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
    await database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, user.sessionId));
    // Logout revokes in the database and forgets the cached session in this process.
    forgetSession(user.sessionId);
    const revoked = await app.inject({ method: 'GET', url: '/api/geo', headers: user.headers });
    expect(revoked.statusCode).toBe(401);
  });
});

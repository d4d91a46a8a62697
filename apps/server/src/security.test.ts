import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/config.ts';
import { freshDatabase } from '../test/databases.ts';
import { signedInUser } from '../test/users.ts';
import { type App, buildApp } from './app.ts';
import type { Database } from './db/client.ts';

describe('configuration-driven security', () => {
  let database: Database;
  let web: string;
  const apps: App[] = [];

  const appWith = async (overrides: Record<string, string>, withIpRoute = false) => {
    const app = await buildApp({ config: testConfig({ WEB_DIST: web, ...overrides }), database });
    if (withIpRoute) app.get('/ip', async (request) => ({ ip: request.ip }));
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    web = mkdtempSync(join(tmpdir(), 'gapwise-web-'));
    writeFileSync(
      join(web, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
    rmSync(web, { recursive: true, force: true });
  });

  describe('TRUST_PROXY', () => {
    const ipOf = async (app: App, remoteAddress: string, forwardedFor: string) =>
      (
        await app.inject({
          method: 'GET',
          url: '/ip',
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
        })
      ).json().ip;

    it('true trusts one hop: a client cannot choose its address by adding to X-Forwarded-For', async () => {
      const app = await appWith({ TRUST_PROXY: 'true' }, true);
      // The load balancer (10.0.0.2) appends the address it saw; the spoofed entries in front are ignored.
      expect(await ipOf(app, '10.0.0.2', '1.1.1.1, 203.0.113.7')).toBe('203.0.113.7');
      expect(await ipOf(app, '10.0.0.2', '2.2.2.2, 203.0.113.7')).toBe('203.0.113.7');
    });

    it('a list trusts only the proxies named', async () => {
      const app = await appWith({ TRUST_PROXY: '10.0.0.0/8' }, true);
      expect(await ipOf(app, '10.0.0.2', '1.1.1.1, 203.0.113.7')).toBe('203.0.113.7');
      // Straight from the internet, the header is not believed at all.
      expect(await ipOf(app, '198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
    });

    it('false ignores the header', async () => {
      const app = await appWith({}, true);
      expect(await ipOf(app, '198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
    });

    it('the per-address code limit holds however the header is varied', async () => {
      const app = await appWith({ TRUST_PROXY: 'true' });
      const statuses: number[] = [];
      for (let i = 0; i < 110; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/generate-otp',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `100.64.${i >> 8}.${i & 255}, 203.0.113.50` },
          payload: { email: `spoof-${i}@example.com`, name: 'Spoof', locale: 'en' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    });
  });

  describe('links', () => {
    it('are built from PUBLIC_URL, never from the Host header', async () => {
      const app = await appWith({ PUBLIC_URL: 'https://gapwise.example/' });
      const user = await signedInUser(app, database);
      const res = await app.inject({
        method: 'POST',
        url: '/api/payment/liqpay-checkout',
        headers: { ...user.headers, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        payload: { plan: 'one-year-pass', locale: 'en' },
      });
      expect(res.json().content.link).toMatch(/^https:\/\/gapwise\.example\/api\/payment\/simulator\//);
    });

    it('in development point at the configured port on localhost', async () => {
      const app = await appWith({ PORT: '4123' });
      const user = await signedInUser(app, database);
      const res = await app.inject({
        method: 'POST',
        url: '/api/payment/liqpay-checkout',
        headers: { ...user.headers, host: 'evil.example' },
        payload: { plan: 'one-year-pass', locale: 'en' },
      });
      const link = res.json().content.link as string;
      expect(link.startsWith('http://localhost:4123/api/payment/simulator/')).toBe(true);
      const pay = await app.inject({
        method: 'POST',
        url: new URL(link).pathname,
        headers: { host: 'evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=pay',
      });
      expect(pay.headers.location).toMatch(/^http:\/\/localhost:4123\/public\//);
    });
  });

  describe('Content-Security-Policy of the page', () => {
    const policy = async (app: App) => {
      const res = await app.inject({ method: 'GET', url: '/hub' });
      expect(res.headers['content-type']).toContain('text/html');
      const header = String(res.headers['content-security-policy']);
      return Object.fromEntries(
        header.split(';').map((part) => {
          const [name = '', ...values] = part.trim().split(/\s+/);
          return [name, values];
        }),
      ) as Record<string, string[] | undefined>;
    };

    it('allows only this origin when no outside feature is configured', async () => {
      const csp = await policy(await appWith({}));
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['frame-src']).toBeUndefined();
      expect(JSON.stringify(csp)).not.toContain('google');
    });

    it("opens exactly Google's sign-in origins when GOOGLE_CLIENT_ID is set", async () => {
      const csp = await policy(await appWith({ GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' }));
      expect(csp['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
      expect(csp['frame-src']).toEqual(['https://accounts.google.com/gsi/']);
      expect(csp['connect-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
      expect(csp['style-src']).toContain('https://accounts.google.com/gsi/style');
    });

    it("lets the browser report to Sentry's ingest host when a DSN is configured", async () => {
      const csp = await policy(await appWith({ VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42' }));
      expect(csp['connect-src']).toEqual(["'self'", 'https://o1.ingest.sentry.io']);
      expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
      expect(csp['script-src']).toEqual(["'self'"]);
    });
  });
});

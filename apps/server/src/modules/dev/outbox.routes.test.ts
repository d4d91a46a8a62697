import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { post } from '../auth/auth.test-helpers.ts';

describe.each(DATABASE_KINDS)('development outbox on %s', (kind) => {
  let database: Database;
  let app: App;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ config: testConfig({ SUPPORT_EMAIL: 'care@gapwise.test' }), database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists mails newest first, filtered by recipient, with text and HTML in the chosen language', async () => {
    await post(app, '/auth/generate-otp', { email: 'first@example.com', name: 'Anna', locale: 'en' });
    await post(app, '/auth/generate-otp', { email: 'second@example.com', name: 'Bohdan', locale: 'uk' });
    const all = (await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json().content;
    expect(all.map((m: { to: string }) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    const [uk] = (await app.inject({ method: 'GET', url: '/api/dev/outbox?to=Second@Example.com' })).json()
      .content;
    expect(uk.to).toBe('second@example.com');
    expect(uk.text).toMatch(/Вітаємо, Bohdan![\s\S]*\b\d{5}\b[\s\S]*care@gapwise\.test/);
    expect(uk.html).toContain('<html lang="uk">');
    expect(uk.html).toContain('mailto:care@gapwise.test');
    expect(uk.subject).toContain('Gapwise');
  });

  it('escapes the name in the HTML mail', async () => {
    await post(app, '/auth/generate-otp', { email: 'html@example.com', name: '<b>x</b>', locale: 'en' });
    const [mail] = (await app.inject({ method: 'GET', url: '/api/dev/outbox?to=html@example.com' })).json()
      .content;
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.text).toContain('Hello, <b>x</b>!');
  });

  it('does not exist in production', async () => {
    const prod = await buildApp({
      config: testConfig({ NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40) }),
      database,
    });
    try {
      const res = await prod.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
    } finally {
      await prod.close();
    }
  });
});

import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/config.ts';
import { freshDatabase } from '../test/databases.ts';
import { type App, buildApp } from './app.ts';
import type { Database } from './db/client.ts';
import { loggerOptions } from './logger.ts';

describe('logs and request ids', () => {
  let database: Database;
  let app: App;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const options = loggerOptions({ NODE_ENV: 'production', LOG_LEVEL: 'info' }) as object;
    app = await buildApp({ config: testConfig(), database, logger: { ...options, stream } });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers every request, errors included, with its request id, which every log line of it carries', async () => {
    lines.length = 0;
    const ok = await app.inject({ method: 'GET', url: '/api/geo' });
    const missing = await app.inject({ method: 'GET', url: '/api/nowhere' });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/auth/generate-otp',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    const ids = [ok, missing, bad].map((res) => String(res.headers['x-request-id']));
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(bad.json().isSuccess).toBe(false);
    const requestLines = lines.filter((l) => l.req || l.res);
    expect(requestLines.length).toBeGreaterThanOrEqual(6);
    for (const line of requestLines) expect(ids).toContain(line.reqId);
  });

  it("keeps the proxy's X-Request-Id when it looks like an id, and replaces anything else", async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/api/geo',
      headers: { 'x-request-id': 'lb-42.abc' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-42.abc');
    const replaced = await app.inject({
      method: 'GET',
      url: '/api/geo',
      headers: { 'x-request-id': 'x'.repeat(300) },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('redacts secrets and one-time codes from log lines', () => {
    lines.length = 0;
    app.log.info(
      {
        headers: { authorization: 'Bearer eyJsecret', cookie: 'gapwise_refresh=abc' },
        otp: '123456',
        body: { otp: '654321', refreshToken: 'r-secret', email: 'kept@example.com' },
        config: { AUTH_SECRET: 's'.repeat(40), SMTP_URL: 'smtp://u:p@mail' },
      },
      'something happened',
    );
    const text = JSON.stringify(lines);
    for (const secret of [
      'eyJsecret',
      'gapwise_refresh=abc',
      '123456',
      '654321',
      'r-secret',
      'sss',
      'u:p@mail',
    ])
      expect(text).not.toContain(secret);
    expect(text).toContain('kept@example.com');
    expect(text).toContain('[redacted]');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedContent } from '../../../test/bank.ts';
import { testConfig } from '../../../test/config.ts';
import { freshDatabase } from '../../../test/databases.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { ContentState } from '../catalogue/content.state.ts';

describe('liveness and readiness', () => {
  let database: Database;
  let loading: App;
  let loaded: App;

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    loading = await buildApp({ config: testConfig(), database, content: new ContentState() });
    loaded = await buildApp({ config: testConfig(), database, content: loadedContent() });
  });
  afterAll(async () => {
    await loading.close();
    await loaded.close();
    await database.close();
  });

  it('is live while the bank loads, but not ready: no traffic yet, and no restart either', async () => {
    const live = await loading.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json().content.status).toBe('ok');
    for (const url of ['/api/health/ready', '/api/health']) {
      const res = await loading.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.json().content).toMatchObject({ status: 'degraded', content: { loaded: false } });
    }
  });

  it('is ready once the database answers and the content is loaded', async () => {
    for (const url of ['/api/health/live', '/api/health/ready', '/api/health']) {
      expect((await loaded.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect((await loaded.inject({ method: 'GET', url: '/api/health/ready' })).json().content).toMatchObject({
      status: 'ok',
      database: { ok: true, kind: 'pglite' },
      content: { loaded: true, hash: 'test-bank' },
    });
  });
});

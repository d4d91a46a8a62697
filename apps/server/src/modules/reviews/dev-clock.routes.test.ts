import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedContent } from '../../../test/bank.ts';
import { testConfig } from '../../../test/config.ts';
import { freshDatabase } from '../../../test/databases.ts';
import { signedInUser } from '../../../test/users.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';

const DAY = 86_400_000;

describe('the development review clock', () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await freshDatabase('pglite');
    app = await buildApp({ config: testConfig(), database, content: loadedContent() });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('shifts what is due: a mistake made now is due a day later', async () => {
    const user = await signedInUser(app, database);
    const exerciseId = app.content.topic('have-has')?.exercises[0]?.id;
    await app.inject({
      method: 'POST',
      url: '/api/reviews/answers',
      headers: user.headers,
      payload: { exerciseId, correct: false },
    });
    const due = async () =>
      (await app.inject({ method: 'GET', url: '/api/reviews/summary', headers: user.headers })).json().content
        .due;
    expect(await due()).toBe(0);
    const shifted = await app.inject({ method: 'PUT', url: '/api/dev/clock', payload: { offsetMs: DAY } });
    expect(shifted.json().content.offsetMs).toBe(DAY);
    expect(await due()).toBe(1);
    const bad = await app.inject({ method: 'PUT', url: '/api/dev/clock', payload: { offsetMs: 'soon' } });
    expect(bad.statusCode).toBe(400);
    await app.inject({ method: 'PUT', url: '/api/dev/clock', payload: { offsetMs: 0 } });
    expect(await due()).toBe(0);
  });

  it('does not exist in production', async () => {
    const prod = await buildApp({
      config: testConfig({ NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40) }),
      database,
    });
    try {
      for (const method of ['GET', 'PUT'] as const) {
        const res = await prod.inject({ method, url: '/api/dev/clock', payload: { offsetMs: DAY } });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await prod.close();
    }
  });
});

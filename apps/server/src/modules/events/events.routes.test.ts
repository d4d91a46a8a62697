import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { signedInUser } from '../../../test/users.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';

describe.each(DATABASE_KINDS)('events on %s', (kind) => {
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

  it('records a batch, tied to the signed-in user', async () => {
    const user = await signedInUser(app, database);
    const res = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: user.headers,
      payload: {
        anonymousId: 'anon-12345678',
        events: [
          { name: 'exercise_started', props: { topic: 'articles' } },
          {
            name: 'exercise_finished',
            props: { topic: 'articles', stars: 3 },
            occurredAt: '2001-01-01T00:00:00Z',
          },
        ],
      },
    });
    expect(res.json()).toEqual({ isSuccess: true, content: { accepted: 2 } });
    const rows = await database.db.select().from(events);
    expect(rows.map((r) => [r.name, r.userId])).toEqual([
      ['exercise_started', user.id],
      ['exercise_finished', user.id],
    ]);
    // A far-off client clock is replaced by the server's.
    expect(rows[1]?.occurredAt.getFullYear()).toBeGreaterThan(2020);
  });

  it('rejects unknown events and oversized batches, storing nothing', async () => {
    const before = (await database.db.select().from(events)).length;
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { events: [{ name: 'hack' }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.field).toBe('body.events.0.name');
    const many = Array.from({ length: 51 }, () => ({ name: 'exercise_started' }));
    expect(
      (await app.inject({ method: 'POST', url: '/api/events', payload: { events: many } })).statusCode,
    ).toBe(400);
    expect((await database.db.select().from(events)).length).toBe(before);
  });
});

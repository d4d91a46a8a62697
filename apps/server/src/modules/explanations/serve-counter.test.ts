import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { explanationServes } from '../../db/schema/index.ts';
import { ServeCounter } from './serve-counter.ts';

describe.each(DATABASE_KINDS)('explanation serve counts on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });
  const rows = () => database.db.select().from(explanationServes);

  it('adds up in memory and writes one row per day, provider and language when flushed', async () => {
    const day = new Date('2026-11-24T10:00:00Z');
    const counter = new ServeCounter(database.db, undefined, 60_000);
    for (let i = 0; i < 3; i++) counter.add({ provider: 'rules', language: 'uk', hit: true }, day);
    counter.add({ provider: 'rules', language: 'uk', hit: false }, day);
    counter.add({ provider: 'rules', language: 'en', hit: true }, day);
    expect(await rows()).toEqual([]);

    await counter.flush();
    const written = await rows();
    expect(written).toHaveLength(2);
    expect(written.find((r) => r.language === 'uk')).toMatchObject({ day: '2026-11-24', hits: 3, misses: 1 });

    // Another instance's share adds to the same row.
    const other = new ServeCounter(database.db, undefined, 60_000);
    other.add({ provider: 'rules', language: 'uk', hit: true }, day);
    await other.flush();
    expect((await rows()).find((r) => r.language === 'uk')).toMatchObject({ hits: 4, misses: 1 });
  });

  it('writes by itself after its interval', async () => {
    const counter = new ServeCounter(database.db, undefined, 20);
    counter.add({ provider: 'rules', language: 'de', hit: false });
    await expect
      .poll(async () => (await rows()).some((r) => r.language === 'de'), { timeout: 2000 })
      .toBe(true);
  });
});

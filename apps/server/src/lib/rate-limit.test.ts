import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../../test/databases.ts';
import type { Database } from '../db/client.ts';
import { rateCounters } from '../db/schema/index.ts';
import { hitRateLimit, pruneRateCounters } from './rate-limit.ts';

describe.each(DATABASE_KINDS)('database rate limit on %s', (kind) => {
  let database: Database;
  const rule = { max: 3, windowMs: 60_000 };

  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('allows max hits per window, then refuses with the seconds left, then starts a new window', async () => {
    const t0 = new Date('2030-01-01T00:00:00Z');
    const hits = [];
    for (let i = 0; i < 5; i++)
      hits.push(await hitRateLimit(database.db, 'k1', rule, new Date(t0.getTime() + i * 1000)));
    expect(hits.map((h) => h.allowed)).toEqual([true, true, true, false, false]);
    expect(hits[4]?.retryAfterSeconds).toBe(56);
    const later = await hitRateLimit(database.db, 'k1', rule, new Date(t0.getTime() + 61_000));
    expect(later).toMatchObject({ allowed: true, count: 1 });
  });

  it('counts concurrent hits exactly', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const hits = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit(database.db, 'k2', { max: 10, windowMs: 60_000 }, now)),
    );
    expect(hits.filter((h) => h.allowed)).toHaveLength(10);
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('prunes only windows that ended', async () => {
    await pruneRateCounters(database.db, new Date('2030-01-01T00:00:30Z'));
    const keys = (await database.db.select().from(rateCounters)).map((r) => r.key).sort();
    expect(keys).toEqual(['k1', 'k2']);
    await pruneRateCounters(database.db, new Date('2030-01-02T00:00:00Z'));
    expect(await database.db.select().from(rateCounters)).toEqual([]);
  });
});

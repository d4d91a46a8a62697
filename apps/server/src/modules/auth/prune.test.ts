import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { orders, otpCodes, rateCounters, users } from '../../db/schema/index.ts';
import { pruneStale } from './otp.service.ts';

describe.each(DATABASE_KINDS)('housekeeping on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('drops old pending registrations, dead codes and ended windows, and nothing that matters', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 30 * 86_400_000);
    const { db } = database;
    await db.insert(users).values([
      { id: 'pending-old', email: 'p1@example.com', name: 'P', createdAt: old },
      { id: 'pending-new', email: 'p2@example.com', name: 'P' },
      { id: 'pending-paid', email: 'p3@example.com', name: 'P', createdAt: old },
      { id: 'verified-old', email: 'v@example.com', name: 'V', createdAt: old, verifiedAt: old },
    ]);
    await db.insert(orders).values({
      id: 'o1',
      userId: 'pending-paid',
      plan: 'lifetime-pass',
      amountMinor: 1400,
      currency: 'USD',
      provider: 'simulator',
    });
    await db.insert(otpCodes).values([
      { email: 'dead@example.com', codeHash: 'h1', expiresAt: old },
      { email: 'live@example.com', codeHash: 'h2', expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    await db.insert(rateCounters).values([
      { key: 'ended', count: 3, windowEndsAt: old },
      { key: 'running', count: 3, windowEndsAt: new Date(now.getTime() + 60_000) },
    ]);

    await pruneStale(db, now);

    expect((await db.select().from(users)).map((u) => u.id).sort()).toEqual([
      'pending-new',
      'pending-paid',
      'verified-old',
    ]);
    expect((await db.select().from(otpCodes)).map((o) => o.email)).toEqual(['live@example.com']);
    expect((await db.select().from(rateCounters)).map((r) => r.key)).toEqual(['running']);
  });
});

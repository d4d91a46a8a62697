import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rateCounters } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

export interface RateRule {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

export interface RateHit {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts one request against a fixed window kept in rate_counters, so every instance sharing the database
 * sees the same count (docs/product-rules.md "Scale"). One upsert: atomic under concurrency, one row per key however
 * many requests arrive.
 */
export async function hitRateLimit(
  db: DbOrTx,
  key: string,
  rule: RateRule,
  now = new Date(),
): Promise<RateHit> {
  const windowEnd = new Date(now.getTime() + rule.windowMs);
  const expired = sql`${rateCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key, count: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${expired} then ${windowEnd.toISOString()}::timestamptz else ${rateCounters.windowEndsAt} end`,
      },
    })
    .returning({ count: rateCounters.count, windowEndsAt: rateCounters.windowEndsAt });
  const count = row?.count ?? 1;
  const endsAt = row?.windowEndsAt ?? windowEnd;
  return {
    allowed: count <= rule.max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / 1000)),
  };
}

/** Throws 429 RATE_LIMITED when the key is over its rule. */
export async function enforceRateLimit(
  db: DbOrTx,
  key: string,
  rule: RateRule,
  now = new Date(),
): Promise<void> {
  const hit = await hitRateLimit(db, key, rule, now);
  if (!hit.allowed) {
    throw new AppError(
      'RATE_LIMITED',
      429,
      `Too many requests. Please try again in ${hit.retryAfterSeconds} s.`,
      undefined,
      hit.retryAfterSeconds,
    );
  }
}

/** Drops windows that ended: counters of one-off visitors would otherwise stay forever. */
export async function pruneRateCounters(db: DbOrTx, now = new Date()): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.windowEndsAt, now));
}

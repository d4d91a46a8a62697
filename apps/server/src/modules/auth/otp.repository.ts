import { and, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { otpCodes } from '../../db/schema/index.ts';

export type OtpRow = typeof otpCodes.$inferSelect;

export async function findOtp(db: DbOrTx, email: string): Promise<OtpRow | null> {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.email, email));
  return row ?? null;
}

/**
 * Stores a fresh code for the e-mail unless one was sent less than `resendAfterMs` ago and is still
 * unused. Conditional upsert, so two instances racing for one address cannot both send a code.
 */
export async function storeOtp(
  db: DbOrTx,
  row: { email: string; codeHash: string; expiresAt: Date; sentAt: Date },
  resendAfterMs: number,
): Promise<boolean> {
  const resendFrom = new Date(row.sentAt.getTime() - resendAfterMs);
  const fresh = { ...row, attempts: 0, usedAt: null, pendingName: null };
  const stored = await db
    .insert(otpCodes)
    .values(fresh)
    .onConflictDoUpdate({
      target: otpCodes.email,
      set: fresh,
      setWhere: or(lte(otpCodes.sentAt, resendFrom), isNotNull(otpCodes.usedAt)),
    })
    .returning({ email: otpCodes.email });
  return stored.length > 0;
}

/** Counts a wrong try; answers the tries made so far (null when the code is gone). */
export async function countWrongAttempt(db: DbOrTx, email: string, codeHash: string): Promise<number | null> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.email, email), eq(otpCodes.codeHash, codeHash)))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? null;
}

/** Marks the code used, only if it is still the same live code: one login per code, even when racing. */
export async function consumeOtp(db: DbOrTx, row: OtpRow, maxAttempts: number, now: Date): Promise<boolean> {
  const used = await db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(otpCodes.email, row.email),
        eq(otpCodes.codeHash, row.codeHash),
        isNull(otpCodes.usedAt),
        lt(otpCodes.attempts, maxAttempts),
        sql`${otpCodes.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ email: otpCodes.email });
  return used.length > 0;
}

/** Removes a code whose mail could not be sent, so the learner may ask again at once. */
export async function dropOtp(db: DbOrTx, email: string, codeHash: string): Promise<void> {
  await db.delete(otpCodes).where(and(eq(otpCodes.email, email), eq(otpCodes.codeHash, codeHash)));
}

/** Codes long past their expiry are of no use to anyone. */
export async function pruneOtps(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, before));
}

import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: DbOrTx, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function findSessionByRefreshHash(db: DbOrTx, refreshHash: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(sessions).where(eq(sessions.refreshHash, refreshHash));
  return row ?? null;
}

export async function findSessionById(db: DbOrTx, id: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row ?? null;
}

/**
 * Swaps the live row's refresh hash, only if it still holds the presented one (a racing refresh loses),
 * and keeps the old hash in a revoked row so a later reuse of it is recognised as theft.
 */
export async function rotateRefreshHash(
  db: DbOrTx,
  live: SessionRow,
  next: { id: string; refreshHash: string; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  const [updated] = await db
    .update(sessions)
    .set({ refreshHash: next.refreshHash, expiresAt: next.expiresAt })
    .where(
      and(eq(sessions.id, live.id), eq(sessions.refreshHash, live.refreshHash), isNull(sessions.revokedAt)),
    )
    .returning({ id: sessions.id });
  if (!updated) return false;
  await db.insert(sessions).values({
    id: next.id,
    userId: live.userId,
    familyId: live.familyId,
    refreshHash: live.refreshHash,
    expiresAt: live.expiresAt,
    revokedAt: now,
    userAgent: live.userAgent,
  });
  return true;
}

/** Ends every session of the family: the live one (which access tokens name) and the retired hashes. */
export async function revokeFamily(db: DbOrTx, familyId: string, now: Date): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Expired sessions, and retired hashes old enough that a replay no longer needs detecting. */
export async function pruneSessions(db: DbOrTx, now: Date, retiredBefore: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, retiredBefore)));
}

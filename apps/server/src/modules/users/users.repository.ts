import { and, count, desc, eq, gt, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, sectionRecords, sessions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

/** The user behind a live session: not revoked, not expired. */
export async function findUserOfSession(
  db: DbOrTx,
  userId: string,
  sessionId: string,
  now = new Date(),
): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  return row?.user ?? null;
}

export const isPremium = (user: Pick<UserRow, 'premiumUntil'>, now = new Date()): boolean =>
  user.premiumUntil !== null && user.premiumUntil.getTime() > now.getTime();

export async function findUserByGoogleSub(db: DbOrTx, sub: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
  return row ?? null;
}

export type NewUser = typeof users.$inferInsert;

/** Inserts unless the e-mail is taken (a racing request); answers the row that holds the e-mail. */
export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow> {
  await db.insert(users).values(user).onConflictDoNothing({ target: users.email });
  const row = await findUserByEmail(db, user.email);
  if (!row) throw new Error('user insert lost');
  return row;
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  changes: Partial<Omit<NewUser, 'id' | 'createdAt'>>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('user vanished');
  return row;
}

/** Saves the onboarding answers only when none are saved yet (a second save changes nothing). */
export async function saveQuizStringOnce(db: DbOrTx, id: string, quizString: string): Promise<void> {
  await db
    .update(users)
    .set({ quizString, updatedAt: new Date() })
    .where(and(eq(users.id, id), isNull(users.quizString)));
}

export async function setPremiumUntilRow(db: DbOrTx, id: string, until: Date | null): Promise<void> {
  await db.update(users).set({ premiumUntil: until, updatedAt: new Date() }).where(eq(users.id, id));
}

/** The user's newest paid order, if any. */
export async function lastPaidOrder(db: DbOrTx, userId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
    .orderBy(desc(orders.paidAt))
    .limit(1);
  return order ?? null;
}

/** The user's best stars (and answer counts) per topic, as stored. */
export function sectionRecordsOf(db: DbOrTx, userId: string) {
  return db.select().from(sectionRecords).where(eq(sectionRecords.userId, userId));
}

/** Learners who proved their e-mail: pending registrations are not counted. */
export async function countVerifiedUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(isNotNull(users.verifiedAt));
  return row?.n ?? 0;
}

/** Registrations never confirmed by a code and with no order: nothing hangs on them, so old ones go. */
export async function prunePendingUsers(db: DbOrTx, before: Date): Promise<void> {
  const hasOrder = db.select({ one: sql`1` }).from(orders).where(eq(orders.userId, users.id));
  await db
    .delete(users)
    .where(and(isNull(users.verifiedAt), lt(users.createdAt, before), notExists(hasOrder)));
}

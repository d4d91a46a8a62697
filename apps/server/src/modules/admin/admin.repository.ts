import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  disabledExercises,
  exerciseDecisions,
  exerciseReports,
  exerciseSignals,
  orders,
  paymentNotices,
  premiumGrants,
  sectionRecords,
  users,
} from '../../db/schema/index.ts';

/** The admin area's queries over users, orders and grants; the admin services decide and shape. */

/** LIKE wildcards in the admin's search text are matched literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function searchUserRows(db: DbOrTx, q: string, limit: number) {
  const pattern = likePattern(q);
  return db
    .select()
    .from(users)
    .where(q ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined)
    .orderBy(desc(users.createdAt))
    .limit(limit);
}

/** The user's records per topic, most recently changed first. */
export function progressOf(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(sectionRecords)
    .where(eq(sectionRecords.userId, userId))
    .orderBy(desc(sectionRecords.updatedAt));
}

/** Every order of the user, newest first. */
export function ordersOf(db: DbOrTx, userId: string) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
}

/** Takes the user's row lock for a premium change; null when there is no such user. */
export async function lockUserRow(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

export async function deletePremiumGrant(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(premiumGrants).where(eq(premiumGrants.userId, userId));
}

export async function upsertPremiumGrant(
  db: DbOrTx,
  grant: { userId: string; until: Date; grantedBy: string; grantedAt: Date },
): Promise<void> {
  await db
    .insert(premiumGrants)
    .values({ userId: grant.userId, until: grant.until, grantedBy: grant.grantedBy })
    .onConflictDoUpdate({
      target: premiumGrants.userId,
      set: { until: grant.until, grantedBy: grant.grantedBy, grantedAt: grant.grantedAt },
    });
}

export type OrderStatus = 'pending' | 'success' | 'failure' | 'reversed' | 'superseded';

export function searchPaymentRows(
  db: DbOrTx,
  filter: {
    status?: OrderStatus | undefined;
    plan?: string | undefined;
    refundDue?: boolean;
    q: string;
    limit: number;
  },
) {
  const where: SQL[] = [];
  if (filter.refundDue) where.push(isNotNull(orders.refundDue));
  if (filter.status) where.push(eq(orders.status, filter.status));
  if (filter.plan) where.push(eq(orders.plan, filter.plan));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const match = or(ilike(users.email, pattern), ilike(orders.id, pattern));
    if (match) where.push(match);
  }
  return db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(orders.createdAt))
    .limit(filter.limit);
}

/** The order with its learner's e-mail; null when there is no such order. */
export async function findPaymentRow(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  return row ?? null;
}

/** Every notice received about the order, oldest first. */
export function noticesOf(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(paymentNotices)
    .where(eq(paymentNotices.orderId, orderId))
    .orderBy(asc(paymentNotices.receivedAt));
}

export async function lockOrderRow(db: DbOrTx, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

export async function markOrderReversed(db: DbOrTx, id: string, at = new Date()): Promise<void> {
  await db.update(orders).set({ status: 'reversed', updatedAt: at }).where(eq(orders.id, id));
}

/** Learners' reports, open or resolved, newest first, with the reporter's e-mail when signed in. */
export function reportRows(db: DbOrTx, status: 'open' | 'resolved', limit: number) {
  return db
    .select({ report: exerciseReports, userEmail: users.email })
    .from(exerciseReports)
    .leftJoin(users, eq(users.id, exerciseReports.userId))
    .where(status === 'open' ? isNull(exerciseReports.resolvedAt) : isNotNull(exerciseReports.resolvedAt))
    .orderBy(desc(exerciseReports.createdAt), desc(exerciseReports.id))
    .limit(limit);
}

/**
 * Resolves an open report: answers its exercise id, 'resolved' when it was already resolved, or null when
 * there is no such report.
 */
export async function markReportResolved(db: DbOrTx, id: number, at = new Date()) {
  const [row] = await db
    .update(exerciseReports)
    .set({ resolvedAt: at })
    .where(and(eq(exerciseReports.id, id), isNull(exerciseReports.resolvedAt)))
    .returning({ exerciseId: exerciseReports.exerciseId });
  if (row) return row.exerciseId;
  const [exists] = await db
    .select({ id: exerciseReports.id })
    .from(exerciseReports)
    .where(eq(exerciseReports.id, id));
  return exists ? ('resolved' as const) : null;
}

/** Open reports per topic. */
export async function openReportsByTopic(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ topicSlug: exerciseReports.topicSlug, n: count() })
    .from(exerciseReports)
    .where(isNull(exerciseReports.resolvedAt))
    .groupBy(exerciseReports.topicSlug);
  return new Map(rows.map((r) => [r.topicSlug, Number(r.n)]));
}

export async function disableExercise(
  db: DbOrTx,
  row: { exerciseId: string; topicSlug: string; disabledBy: string; reason: string },
): Promise<void> {
  await db
    .insert(disabledExercises)
    .values(row)
    .onConflictDoUpdate({
      target: disabledExercises.exerciseId,
      set: { disabledBy: row.disabledBy, reason: row.reason, disabledAt: new Date() },
    });
}

export async function enableExercise(db: DbOrTx, exerciseId: string): Promise<void> {
  await db.delete(disabledExercises).where(eq(disabledExercises.exerciseId, exerciseId));
}

export type Decision = typeof exerciseDecisions.$inferSelect;

/** Exercises with a flag, a silenced flag or an open report, worst (highest severity) first. */
export function queuedSignals(db: DbOrTx, topic: string | undefined, limit: number) {
  return db
    .select()
    .from(exerciseSignals)
    .where(
      and(
        or(
          sql`jsonb_array_length(${exerciseSignals.flags}) > 0`,
          sql`jsonb_array_length(${exerciseSignals.silenced}) > 0`,
          sql`${exerciseSignals.openReports} > 0`,
        ),
        topic ? eq(exerciseSignals.topicSlug, topic) : undefined,
      ),
    )
    .orderBy(desc(exerciseSignals.severity), exerciseSignals.exerciseId)
    .limit(limit);
}

/** The admins' decisions on these exercises, by exercise id (read in batches of 500). */
export async function decisionsFor(db: DbOrTx, ids: string[]): Promise<Map<string, Decision>> {
  const decisions = new Map<string, Decision>();
  for (let i = 0; i < ids.length; i += 500) {
    const batch = ids.slice(i, i + 500);
    for (const d of await db
      .select()
      .from(exerciseDecisions)
      .where(inArray(exerciseDecisions.exerciseId, batch)))
      decisions.set(d.exerciseId, d);
  }
  return decisions;
}

/** Open reports on these exercises, newest first. */
export function openReportsOn(db: DbOrTx, ids: string[]) {
  return db
    .select()
    .from(exerciseReports)
    .where(and(inArray(exerciseReports.exerciseId, ids), isNull(exerciseReports.resolvedAt)))
    .orderBy(desc(exerciseReports.createdAt));
}

/** E-mails of these users, by id. */
export async function emailsOf(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, u.email]));
}

export async function saveDecision(
  db: DbOrTx,
  exerciseId: string,
  row: Omit<typeof exerciseDecisions.$inferInsert, 'exerciseId'>,
): Promise<void> {
  await db
    .insert(exerciseDecisions)
    .values({ exerciseId, ...row })
    .onConflictDoUpdate({ target: exerciseDecisions.exerciseId, set: row });
}

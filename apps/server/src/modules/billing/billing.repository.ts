import { and, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, paymentNotices, premiumGrants, users } from '../../db/schema/index.ts';
import { forgetUser } from '../../plugins/session-cache.ts';
import { premiumUntilFrom } from './premium.ts';

export type OrderRow = typeof orders.$inferSelect;

export async function insertOrder(db: DbOrTx, row: typeof orders.$inferInsert): Promise<void> {
  await db.insert(orders).values(row);
}

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

export async function lockOrder(db: DbOrTx, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

/** The learner's open (pending) order, locked; at most one exists (orders_one_open_per_user). */
export async function lockOpenOrder(db: DbOrTx, userId: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')))
    .for('update');
  return row ?? null;
}

/** Takes the learner's row lock: checkouts and payments of one learner are decided one at a time. */
export async function lockUser(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

/** Marks the receipt sent and answers true only for the one caller that got there first. */
export async function claimReceipt(db: DbOrTx, orderId: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ receiptSentAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.receiptSentAt)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** Payments the learner made or tried: never the open one, nor one replaced before it was paid. */
export async function listOrders(db: DbOrTx, userId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, ['pending', 'superseded'])))
    .orderBy(desc(orders.createdAt));
}

export async function listAllOrders(db: DbOrTx, userId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
}

export async function recordNotice(db: DbOrTx, row: typeof paymentNotices.$inferInsert): Promise<void> {
  await db.insert(paymentNotices).values(row);
}

/**
 * Sets the user's premium end from their paid orders that gave premium (see premiumUntilFrom), or from premium an admin
 * granted when that lasts longer.
 */
export async function recomputePremium(db: DbOrTx, userId: string): Promise<Date | null> {
  const paid = await db
    .select({ plan: orders.plan, paidAt: orders.paidAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'success'), eq(orders.grantsPremium, true)));
  const fromOrders = premiumUntilFrom(
    paid.flatMap((o) => (o.paidAt ? [{ plan: o.plan, paidAt: o.paidAt }] : [])),
  );
  const [grant] = await db
    .select({ until: premiumGrants.until })
    .from(premiumGrants)
    .where(eq(premiumGrants.userId, userId));
  const until = grant && (!fromOrders || grant.until > fromOrders) ? grant.until : fromOrders;
  await db.update(users).set({ premiumUntil: until, updatedAt: new Date() }).where(eq(users.id, userId));
  // Access checks read a few-seconds cache of the signed-in user: drop it so premium applies at once.
  forgetUser(userId);
  return until;
}

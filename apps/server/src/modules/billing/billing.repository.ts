import { and, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, paymentNotices, premiumGrants, users } from '../../db/schema/index.ts';

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

export async function updateOrder(
  db: DbOrTx,
  id: string,
  changes: Partial<Omit<typeof orders.$inferInsert, 'id'>>,
): Promise<void> {
  await db.update(orders).set(changes).where(eq(orders.id, id));
}

/** The order with its learner, for the receipt. */
export async function findOrderWithUser(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ order: orders, user: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
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

/** When the learner's paid orders that gave premium were paid, and for which plan. */
export async function paidPremiumOrders(
  db: DbOrTx,
  userId: string,
): Promise<{ plan: string; paidAt: Date }[]> {
  const paid = await db
    .select({ plan: orders.plan, paidAt: orders.paidAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'success'), eq(orders.grantsPremium, true)));
  return paid.flatMap((o) => (o.paidAt ? [{ plan: o.plan, paidAt: o.paidAt }] : []));
}

/** The end of the premium an admin granted the learner, if any. */
export async function findPremiumGrantUntil(db: DbOrTx, userId: string): Promise<Date | null> {
  const [grant] = await db
    .select({ until: premiumGrants.until })
    .from(premiumGrants)
    .where(eq(premiumGrants.userId, userId));
  return grant?.until ?? null;
}

import { and, desc, eq, ne } from 'drizzle-orm';
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

export async function listOrders(db: DbOrTx, userId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'pending')))
    .orderBy(desc(orders.createdAt));
}

export async function listAllOrders(db: DbOrTx, userId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
}

export async function recordNotice(db: DbOrTx, row: typeof paymentNotices.$inferInsert): Promise<void> {
  await db.insert(paymentNotices).values(row);
}

/**
 * Sets the user's premium end from their paid orders (see premiumUntilFrom), or from premium an admin
 * granted when that lasts longer.
 */
export async function recomputePremium(db: DbOrTx, userId: string): Promise<Date | null> {
  const paid = await db
    .select({ plan: orders.plan, paidAt: orders.paidAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'success')));
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

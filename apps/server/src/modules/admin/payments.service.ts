import type { AdminPaymentDetail } from '@gapwise/contracts';
import { and, asc, desc, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, paymentNotices, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recomputePremium } from '../billing/billing.service.ts';
import { toAdminPayment } from './admin.presenter.ts';
import { listAudit, writeAudit } from './audit.repository.ts';

type Status = 'pending' | 'success' | 'failure' | 'reversed' | 'superseded';

export async function listPayments(
  db: Db,
  filter: {
    status?: Status | undefined;
    plan?: string | undefined;
    refundDue?: 'true' | undefined;
    q: string;
    limit: number;
  },
) {
  const where: SQL[] = [];
  if (filter.refundDue) where.push(isNotNull(orders.refundDue));
  if (filter.status) where.push(eq(orders.status, filter.status));
  if (filter.plan) where.push(eq(orders.plan, filter.plan));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(users.email, pattern), ilike(orders.id, pattern));
    if (match) where.push(match);
  }
  const rows = await db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(orders.createdAt))
    .limit(filter.limit);
  return { payments: rows.map((r) => toAdminPayment(r.order, r.email)) };
}

async function findPayment(db: Db, id: string) {
  const [row] = await db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) throw new AppError('PAYMENT_ORDER_NOT_FOUND', 404, 'There is no such payment.', 'id');
  return row;
}

export async function paymentDetail(db: Db, id: string): Promise<AdminPaymentDetail> {
  const row = await findPayment(db, id);
  const [notices, audit] = await Promise.all([
    db
      .select()
      .from(paymentNotices)
      .where(eq(paymentNotices.orderId, id))
      .orderBy(asc(paymentNotices.receivedAt)),
    listAudit(db, { type: 'order', id }),
  ]);
  return {
    payment: toAdminPayment(row.order, row.email),
    // The raw signed `data` stays on the server: the decoded answer says all an admin needs.
    notices: notices.map((n) => ({
      id: n.id,
      source: n.source,
      signatureValid: n.signatureValid === 1,
      outcome: n.outcome,
      decoded: n.decoded ?? null,
      receivedAt: n.receivedAt.toISOString(),
    })),
    audit,
  };
}

/**
 * A refund made outside the app (docs/product-rules.md "Payments"): the paid order is marked reversed and the learner's
 * premium is recomputed from the orders still paid, which ends the premium this one gave.
 */
export async function reversePayment(db: Db, adminId: string, id: string, reason: string) {
  const { premiumUntil } = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw new AppError('PAYMENT_ORDER_NOT_FOUND', 404, 'There is no such payment.', 'id');
    if (order.status !== 'success')
      throw new AppError('CONFLICT', 409, 'Only a paid order can be marked reversed.', 'id');
    await tx.update(orders).set({ status: 'reversed', updatedAt: new Date() }).where(eq(orders.id, id));
    await writeAudit(tx, {
      adminId,
      action: 'payment.reverse',
      targetType: 'order',
      targetId: id,
      reason,
      details: { userId: order.userId, plan: order.plan, amountMinor: order.amountMinor },
    });
    return { premiumUntil: await recomputePremium(tx, order.userId) };
  });
  const row = await findPayment(db, id);
  return { payment: toAdminPayment(row.order, row.email), premiumUntil: premiumUntil?.toISOString() ?? null };
}

import type { AdminPaymentDetail } from '@gapwise/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { recomputePremium } from '../billing/billing.service.ts';
import { toAdminPayment } from './admin.presenter.ts';
import {
  findPaymentRow,
  lockOrderRow,
  markOrderReversed,
  noticesOf,
  type OrderStatus,
  searchPaymentRows,
} from './admin.repository.ts';
import { listAudit, writeAudit } from './audit.repository.ts';

type Status = OrderStatus;

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
  const rows = await searchPaymentRows(db, { ...filter, refundDue: filter.refundDue === 'true' });
  return { payments: rows.map((r) => toAdminPayment(r.order, r.email)) };
}

async function findPayment(db: Db, id: string) {
  const row = await findPaymentRow(db, id);
  if (!row) throw new AppError('PAYMENT_ORDER_NOT_FOUND', 404, 'There is no such payment.', 'id');
  return row;
}

export async function paymentDetail(db: Db, id: string): Promise<AdminPaymentDetail> {
  const row = await findPayment(db, id);
  const [notices, audit] = await Promise.all([noticesOf(db, id), listAudit(db, { type: 'order', id })]);
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
    const order = await lockOrderRow(tx, id);
    if (!order) throw new AppError('PAYMENT_ORDER_NOT_FOUND', 404, 'There is no such payment.', 'id');
    if (order.status !== 'success')
      throw new AppError('CONFLICT', 409, 'Only a paid order can be marked reversed.', 'id');
    await markOrderReversed(tx, id);
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

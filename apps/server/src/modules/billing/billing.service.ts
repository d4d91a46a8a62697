import { randomBytes, randomUUID } from 'node:crypto';
import { type Payment, PLANS, type PlanId } from '@gapwise/contracts';
import { eq } from 'drizzle-orm';
import {
  checkoutForm,
  decodeData,
  type LiqpayKeys,
  requestStatus,
  verify,
} from '../../adapters/payments/liqpay.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { forgetUser } from '../../plugins/session-cache.ts';
import { findUserById, isPremium } from '../users/users.repository.ts';
import {
  findOrder,
  insertOrder,
  lockOrder,
  type OrderRow,
  recomputePremium,
  recordNotice,
} from './billing.repository.ts';

export interface BillingConfig {
  mode: 'liqpay' | 'simulator';
  keys: LiqpayKeys;
  baseUrl: string;
  sandbox: boolean;
  /** The simulator answers only when PAYMENT_SIMULATOR is on (never in production, config refuses it). */
  simulatorEnabled: boolean;
}

type Status = OrderRow['status'];

export const toPayment = (o: OrderRow): Payment => ({
  orderId: o.id,
  plan: o.plan as PlanId,
  amount: o.amountMinor / 100,
  currency: o.currency,
  status: o.status,
  createdAt: o.createdAt.toISOString(),
  paidAt: o.paidAt?.toISOString() ?? null,
});

const DESCRIPTIONS: Record<PlanId, Record<'en' | 'uk', string>> = {
  'one-year-pass': { en: 'Gapwise 1-Year Pass', uk: 'Gapwise — доступ на 1 рік' },
  'lifetime-pass': { en: 'Gapwise Lifetime Pass', uk: 'Gapwise — довічний доступ' },
};

export async function createCheckout(
  db: Db,
  billing: BillingConfig,
  userId: string,
  input: { plan: PlanId; locale: 'en' | 'uk' },
  origin: string,
): Promise<{ orderId: string; link: string }> {
  if (billing.mode === 'simulator' && !billing.simulatorEnabled)
    throw new AppError('PAYMENT_PROVIDER_ERROR', 503, 'Payments are not configured on this server.');
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 401, 'Sign in to continue.');
  if (isPremium(user)) throw new AppError('PAYMENT_ALREADY_PREMIUM', 409, 'You already have full access.');
  const plan = PLANS.find((p) => p.id === input.plan);
  if (!plan) throw new AppError('VALIDATION_FAILED', 400, 'Unknown plan.', 'plan');
  const orderId = `gw-${Date.now().toString(36)}-${randomBytes(5).toString('hex')}`;
  await insertOrder(db, {
    id: orderId,
    userId,
    plan: plan.id,
    amountMinor: Math.round(plan.price * 100),
    currency: plan.currency,
    provider: billing.mode,
  });
  if (billing.mode === 'simulator') return { orderId, link: `${origin}/api/payment/simulator/${orderId}` };
  const form = checkoutForm(billing.keys, {
    orderId,
    amount: plan.price,
    currency: plan.currency,
    description: DESCRIPTIONS[plan.id][input.locale],
    language: input.locale,
    resultUrl: `${origin}/public/payment-status/${orderId}`,
    serverUrl: `${origin}/api/payment/liqpay-callback`,
    sandbox: billing.sandbox,
  });
  const link = `${billing.baseUrl.replace(/\/$/, '')}/api/3/checkout?${new URLSearchParams(form).toString()}`;
  return { orderId, link };
}

/** LiqPay's status words mapped to ours; anything unknown leaves the order pending. */
function mapStatus(word: unknown, sandbox: boolean): Status | null {
  if (word === 'success') return 'success';
  if (word === 'sandbox') return sandbox ? 'success' : null;
  if (word === 'failure' || word === 'error') return 'failure';
  if (word === 'reversed') return 'reversed';
  return null;
}

/** Which moves an order may make; a replay of the same status, or anything after reversed, changes nothing. */
const ALLOWED: Record<Status, Status[]> = {
  pending: ['success', 'failure'],
  failure: ['success'],
  success: ['reversed'],
  reversed: [],
};

export interface NoticeResult {
  outcome: string;
  orderId?: string;
}

/**
 * Applies one signed notice (server callback or status answer) exactly once. The signature is checked on
 * the exact data string first; then public key, order, amount and currency must match the stored order.
 * Every notice is kept for audit, whatever its outcome.
 */
export async function applyNotice(
  db: Db,
  billing: BillingConfig,
  notice: { data: string; signature: string; source: 'callback' | 'status-check' },
): Promise<NoticeResult> {
  const valid = verify(billing.keys.privateKey, notice.data, notice.signature, billing.keys.algorithm);
  const decoded = valid ? decodeData(notice.data) : null;
  const orderId = typeof decoded?.order_id === 'string' ? decoded.order_id : null;
  const audit = (outcome: string) =>
    recordNotice(db, {
      id: randomUUID(),
      orderId,
      source: notice.source,
      data: notice.data,
      signatureValid: valid ? 1 : 0,
      decoded: decoded ?? null,
      outcome,
    });
  if (!valid) {
    await audit('invalid-signature');
    throw new AppError(
      'PAYMENT_INVALID_SIGNATURE',
      400,
      'The payment notice signature is not valid.',
      'signature',
    );
  }
  if (!decoded || !orderId) {
    await audit('malformed');
    throw new AppError('VALIDATION_FAILED', 400, 'The payment notice has no order.', 'data');
  }
  return applyVerified(db, billing, decoded, orderId, audit);
}

/** The part after authenticity is established (a valid signature, or LiqPay's own status answer). */
async function applyVerified(
  db: Db,
  billing: BillingConfig,
  decoded: Record<string, unknown>,
  orderId: string,
  audit: (outcome: string) => Promise<void>,
): Promise<NoticeResult> {
  // Audit rows are written after the transaction: a refused notice must still be kept.
  const result = await db.transaction(
    async (tx): Promise<{ outcome: string; error?: 'unknown' | 'mismatch'; userId?: string }> => {
      const order = await lockOrder(tx, orderId);
      if (!order) return { outcome: 'unknown-order', error: 'unknown' };
      const amountMinor = Math.round(Number(decoded.amount) * 100);
      if (
        decoded.public_key !== billing.keys.publicKey ||
        amountMinor !== order.amountMinor ||
        decoded.currency !== order.currency
      )
        return { outcome: 'mismatch', error: 'mismatch' };
      const next = mapStatus(decoded.status, billing.sandbox || billing.mode === 'simulator');
      if (!next || next === order.status || !ALLOWED[order.status].includes(next))
        return { outcome: `ignored:${String(decoded.status)}` };
      const paidAt = next === 'success' ? (order.paidAt ?? new Date()) : order.paidAt;
      await tx
        .update(orders)
        .set({ status: next, providerStatus: String(decoded.status), paidAt, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
      await recomputePremium(tx, order.userId);
      return { outcome: `applied:${next}`, userId: order.userId };
    },
  );
  // Forgotten again once committed: a request that read the user while the transaction was open must
  // not keep the old access in the session cache for its few seconds.
  if (result.userId) forgetUser(result.userId);
  await audit(result.outcome);
  if (result.error === 'unknown')
    throw new AppError('PAYMENT_ORDER_NOT_FOUND', 404, 'No such order.', 'data');
  if (result.error === 'mismatch')
    throw new AppError('PAYMENT_MISMATCH', 400, 'The payment does not match the order.', 'data');
  return { outcome: result.outcome, orderId };
}

/** The owner's view of an order; a pending LiqPay order is checked with LiqPay first. */
export async function orderStatus(db: Db, billing: BillingConfig, userId: string, orderId: string) {
  let order = await findOrder(db, orderId);
  if (!order || order.userId !== userId)
    throw new AppError('PAYMENT_ORDER_NOT_FOUND', 404, 'No such order.', 'orderId');
  if (order.status === 'pending' && billing.mode === 'liqpay') {
    try {
      // The answer comes straight from LiqPay over TLS to our signed request; its fields are still checked
      // against the order like a callback's.
      const answer = await requestStatus(billing.baseUrl, billing.keys, orderId);
      const audit = (outcome: string) =>
        recordNotice(db, {
          id: randomUUID(),
          orderId,
          source: 'status-check',
          data: JSON.stringify(answer.body),
          signatureValid: 1,
          decoded: answer.body,
          outcome,
        });
      await applyVerified(db, billing, answer.body, orderId, audit).catch(() => undefined);
    } catch {
      // LiqPay unreachable: the order stays pending and the page keeps polling.
    }
    order = (await findOrder(db, orderId)) ?? order;
  }
  const user = await findUserById(db, userId);
  return {
    payment: toPayment(order),
    isPremium: user ? isPremium(user) : false,
    premiumUntil: user?.premiumUntil?.toISOString() ?? null,
  };
}

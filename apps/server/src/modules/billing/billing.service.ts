import { randomBytes, randomUUID } from 'node:crypto';
import { type OfferKind, offerFor, type Payment, type PlanId, type RefundDue } from '@gapwise/contracts';
import { checkoutForm, decodeData, requestStatus, verify } from '../../adapters/payments/liqpay.ts';
import type { BillingConfig } from '../../adapters/payments/types.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserById, isPremium, setPremiumUntil } from '../users/users.service.ts';
import {
  findOrder,
  findPremiumGrantUntil,
  insertOrder,
  listOrders,
  lockOpenOrder,
  lockOrder,
  lockUser,
  type OrderRow,
  paidPremiumOrders,
  recordNotice,
  updateOrder,
} from './billing.repository.ts';
import { premiumUntilFrom } from './premium.ts';

/**
 * Sets the user's premium end from their paid orders that gave premium (see premiumUntilFrom), or from
 * premium an admin granted when that lasts longer. The users module applies it to the session cache.
 */
export async function recomputePremium(db: DbOrTx, userId: string): Promise<Date | null> {
  const fromOrders = premiumUntilFrom(await paidPremiumOrders(db, userId));
  const grant = await findPremiumGrantUntil(db, userId);
  const until = grant && (!fromOrders || grant > fromOrders) ? grant : fromOrders;
  await setPremiumUntil(db, userId, until);
  return until;
}

export type { BillingConfig };

type Status = OrderRow['status'];

export const toPayment = (o: OrderRow): Payment => ({
  orderId: o.id,
  plan: o.plan as PlanId,
  amount: o.amountMinor / 100,
  currency: o.currency,
  status: o.status,
  kind: o.kind,
  refundDue: o.refundDue,
  createdAt: o.createdAt.toISOString(),
  paidAt: o.paidAt?.toISOString() ?? null,
});

const DESCRIPTIONS: Record<PlanId, Record<OfferKind, Record<'en' | 'uk', string>>> = {
  'one-year-pass': {
    purchase: { en: 'Gapwise 1-Year Pass', uk: 'Gapwise — доступ на 1 рік' },
    renewal: { en: 'Gapwise 1-Year Pass, one more year', uk: 'Gapwise — продовження доступу на 1 рік' },
    upgrade: { en: 'Gapwise 1-Year Pass', uk: 'Gapwise — доступ на 1 рік' },
  },
  'lifetime-pass': {
    purchase: { en: 'Gapwise Lifetime Pass', uk: 'Gapwise — довічний доступ' },
    upgrade: {
      en: 'Gapwise Lifetime Pass, upgrade from the 1-Year Pass',
      uk: 'Gapwise — перехід на довічний доступ',
    },
    renewal: { en: 'Gapwise Lifetime Pass', uk: 'Gapwise — довічний доступ' },
  },
};

/**
 * Creates the learner's one open order for an offer, or reuses it: a second checkout for the same offer
 * (another tab, back and buy again) answers the same order, so it can be paid once; a checkout for
 * another offer marks the open one superseded (a payment for it is then refunded, not applied). The
 * learner's row lock makes concurrent checkouts take turns; the partial unique index backs it up.
 */
export async function createCheckout(
  db: Db,
  billing: BillingConfig,
  userId: string,
  input: { plan: PlanId; locale: 'en' | 'uk' },
  origin: string,
): Promise<{ orderId: string; link: string }> {
  if (billing.mode === 'simulator' && !billing.simulatorEnabled)
    throw new AppError('PAYMENT_PROVIDER_ERROR', 503, 'Payments are not configured on this server.');
  const order = await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new AppError('UNAUTHORIZED', 401, 'Sign in to continue.');
    const offer = offerFor(input.plan, user.premiumUntil);
    if (!offer) throw new AppError('PAYMENT_ALREADY_PREMIUM', 409, 'You already have this pass.', 'plan');
    const amountMinor = Math.round(offer.price * 100);
    const open = await lockOpenOrder(tx, userId);
    if (
      open &&
      open.plan === offer.plan &&
      open.kind === offer.kind &&
      open.amountMinor === amountMinor &&
      open.currency === offer.currency &&
      open.provider === billing.mode
    )
      return open;
    if (open) await updateOrder(tx, open.id, { status: 'superseded', updatedAt: new Date() });
    const row = {
      id: `gw-${Date.now().toString(36)}-${randomBytes(5).toString('hex')}`,
      userId,
      plan: offer.plan,
      kind: offer.kind,
      amountMinor,
      currency: offer.currency,
      provider: billing.mode,
    };
    await insertOrder(tx, row);
    return row;
  });
  const orderId = order.id;
  if (billing.mode === 'simulator') return { orderId, link: `${origin}/api/payment/simulator/${orderId}` };
  const form = checkoutForm(billing.keys, {
    orderId,
    amount: order.amountMinor / 100,
    currency: order.currency,
    description: DESCRIPTIONS[order.plan as PlanId][order.kind][input.locale],
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
  // Paid after it was replaced: kept as paid (and flagged refund due), never applied.
  superseded: ['success'],
};

/** Sends the receipt of a paid order once (see receipt.service.ts); absent in tests that do not need it. */
export type SendReceipt = (orderId: string) => Promise<void>;

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
  sendReceipt?: SendReceipt,
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
  return applyVerified(db, billing, decoded, orderId, audit, sendReceipt);
}

/** The part after authenticity is established (a valid signature, or LiqPay's own status answer). */
async function applyVerified(
  db: Db,
  billing: BillingConfig,
  decoded: Record<string, unknown>,
  orderId: string,
  audit: (outcome: string) => Promise<void>,
  sendReceipt?: SendReceipt,
): Promise<NoticeResult> {
  // Audit rows are written after the transaction: a refused notice must still be kept.
  const result = await db.transaction(
    async (
      tx,
    ): Promise<{ outcome: string; error?: 'unknown' | 'mismatch'; userId?: string; paid?: boolean }> => {
      const found = await findOrder(tx, orderId);
      if (!found) return { outcome: 'unknown-order', error: 'unknown' };
      // The learner first, then the order: the same order as checkout, so the two never deadlock, and
      // two payments of one learner are decided one after the other.
      await lockUser(tx, found.userId);
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
      const paymentId = decoded.payment_id == null ? null : String(decoded.payment_id);
      const now = new Date();
      if (next === 'success' && order.status === 'success') {
        // The same payment again is a replay; another payment of a paid order is a second charge.
        if (!paymentId || !order.providerPaymentId || paymentId === order.providerPaymentId)
          return { outcome: 'ignored:success' };
        if (!order.refundDue)
          await updateOrder(tx, orderId, {
            refundDue: 'duplicate-payment',
            refundDueAt: now,
            updatedAt: now,
          });
        return { outcome: 'refund-due:duplicate-payment', userId: order.userId };
      }
      if (!next || next === order.status || !ALLOWED[order.status].includes(next))
        return { outcome: `ignored:${String(decoded.status)}` };
      if (next !== 'success') {
        await updateOrder(tx, orderId, {
          status: next,
          providerStatus: String(decoded.status),
          updatedAt: now,
        });
        if (next === 'reversed') await recomputePremium(tx, order.userId);
        return { outcome: `applied:${next}`, userId: order.userId };
      }
      // A payment applies only if it still buys something: not for a replaced order, nor for a pass the
      // learner already holds (their premium is read under the lock, without this order).
      const user = await findUserById(tx, order.userId);
      const refundDue: RefundDue | null =
        order.status === 'superseded'
          ? 'superseded'
          : !offerFor(order.plan as PlanId, user?.premiumUntil ?? null, now)
            ? 'already-held'
            : null;
      await updateOrder(tx, orderId, {
        status: 'success',
        providerStatus: String(decoded.status),
        providerPaymentId: paymentId,
        paidAt: order.paidAt ?? now,
        grantsPremium: refundDue === null,
        refundDue,
        refundDueAt: refundDue ? now : null,
        updatedAt: now,
      });
      if (refundDue) return { outcome: `refund-due:${refundDue}`, userId: order.userId, paid: true };
      await recomputePremium(tx, order.userId);
      return { outcome: 'applied:success', userId: order.userId, paid: true };
    },
  );
  await audit(result.outcome);
  if (result.paid && sendReceipt) await sendReceipt(orderId);
  if (result.error === 'unknown')
    throw new AppError('PAYMENT_ORDER_NOT_FOUND', 404, 'No such order.', 'data');
  if (result.error === 'mismatch')
    throw new AppError('PAYMENT_MISMATCH', 400, 'The payment does not match the order.', 'data');
  return { outcome: result.outcome, orderId };
}

/** The learner's payment history: never the open order, nor one replaced before it was paid. */
export async function paymentHistory(db: Db, userId: string): Promise<Payment[]> {
  return (await listOrders(db, userId)).map(toPayment);
}

/** An order the payment simulator shows or pays; 404 when there is none. */
export async function simulatedOrder(db: Db, orderId: string): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order) throw new AppError('PAYMENT_ORDER_NOT_FOUND', 404, 'No such order.', 'orderId');
  return order;
}

/** The owner's view of an order; a pending LiqPay order is checked with LiqPay first. */
export async function orderStatus(
  db: Db,
  billing: BillingConfig,
  userId: string,
  orderId: string,
  sendReceipt?: SendReceipt,
) {
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
      await applyVerified(db, billing, answer.body, orderId, audit, sendReceipt).catch(() => undefined);
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

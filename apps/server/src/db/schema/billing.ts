import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One checkout: created pending, then moved by verified callbacks or status checks, never by the browser.
 * A learner has at most one pending order (a partial unique index): a second checkout reuses it for the
 * same offer or marks it superseded for another, so two tabs cannot open two payable orders.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    plan: text('plan').notNull(),
    /** In minor units (cents), so amounts compare exactly. */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status')
      .$type<'pending' | 'success' | 'failure' | 'reversed' | 'superseded'>()
      .notNull()
      .default('pending'),
    /** LiqPay's own status word from the last applied answer (e.g. "error", "sandbox"). */
    providerStatus: text('provider_status'),
    provider: text('provider').$type<'liqpay' | 'simulator'>().notNull(),
    /** What was sold: a new pass, Lifetime for the difference over a 1-Year Pass, or a year's renewal. */
    kind: text('kind').$type<'purchase' | 'upgrade' | 'renewal'>().notNull().default('purchase'),
    /** The provider's id of the payment that was applied; a success with another id is a second charge. */
    providerPaymentId: text('provider_payment_id'),
    /** False when the order was paid but gave nothing (superseded, or the pass was already held). */
    grantsPremium: boolean('grants_premium').notNull().default(true),
    /** Money the learner must get back, and why; shown in the admin payments area and to the learner. */
    refundDue: text('refund_due').$type<'superseded' | 'already-held' | 'duplicate-payment'>(),
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    /** Set once when the receipt e-mail is sent, so a replayed callback never sends another. */
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_one_open_per_user').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);

/** Every callback and status answer as received, valid or not, for audit. */
export const paymentNotices = pgTable(
  'payment_notices',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id'),
    source: text('source').$type<'callback' | 'status-check'>().notNull(),
    data: text('data').notNull(),
    signatureValid: integer('signature_valid').notNull(),
    decoded: jsonb('decoded'),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_notices_order_idx').on(t.orderId)],
);

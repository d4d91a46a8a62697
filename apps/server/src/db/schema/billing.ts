import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One checkout: created pending, then moved by verified callbacks or status checks, never by the browser. */
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
      .$type<'pending' | 'success' | 'failure' | 'reversed'>()
      .notNull()
      .default('pending'),
    /** LiqPay's own status word from the last applied answer (e.g. "error", "sandbox"). */
    providerStatus: text('provider_status'),
    provider: text('provider').$type<'liqpay' | 'simulator'>().notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt)],
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

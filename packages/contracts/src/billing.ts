import { z } from 'zod';
import type { PLANS } from './constants.ts';

export type PlanId = (typeof PLANS)[number]['id'];
export const planIdSchema = z.enum(['one-year-pass', 'lifetime-pass']);

export const planSchema = z.object({
  id: planIdSchema,
  price: z.number(),
  originalPrice: z.number(),
  currency: z.string(),
  days: z.number().int().nullable(),
  isPopular: z.boolean(),
});
export const plansSchema = z.object({ plans: z.array(planSchema) });

export const checkoutBodySchema = z.object({
  plan: planIdSchema.default('lifetime-pass'),
  locale: z.enum(['en', 'uk']).default('en'),
});
export const checkoutResultSchema = z.object({ orderId: z.string(), link: z.string() });

/** `superseded`: an open order replaced by a checkout for another offer before it was paid. */
export const paymentStatusSchema = z.enum(['pending', 'success', 'failure', 'reversed', 'superseded']);
export const orderKindSchema = z.enum(['purchase', 'upgrade', 'renewal']);
/**
 * Why money must go back: the order was replaced by another before it was paid, the pass was already
 * held when the payment came, or one order was paid twice. Such a payment applies nothing.
 */
export const refundDueSchema = z.enum(['superseded', 'already-held', 'duplicate-payment']);
export type RefundDue = z.infer<typeof refundDueSchema>;
export const paymentSchema = z.object({
  orderId: z.string(),
  plan: planIdSchema,
  amount: z.number(),
  currency: z.string(),
  status: paymentStatusSchema,
  kind: orderKindSchema,
  refundDue: refundDueSchema.nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentHistorySchema = z.object({ payments: z.array(paymentSchema) });

export const orderParamsSchema = z.object({ orderId: z.string().min(6).max(64) });
export const paymentStatusResultSchema = z.object({
  payment: paymentSchema,
  isPremium: z.boolean(),
  premiumUntil: z.string().nullable(),
});

/** LiqPay's server callback: form fields `data` (base64 JSON) and `signature`. */
export const liqpayCallbackBodySchema = z.object({
  data: z.string().min(1).max(20_000),
  signature: z.string().min(1).max(200),
});

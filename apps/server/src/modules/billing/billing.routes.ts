import {
  checkoutBodySchema,
  checkoutResultSchema,
  failureSchema,
  liqpayCallbackBodySchema,
  orderParamsSchema,
  PLANS,
  paymentHistorySchema,
  paymentStatusResultSchema,
  plansSchema,
  success,
} from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.ts';
import { applyNotice, createCheckout, orderStatus, paymentHistory } from './billing.service.ts';
import type { BillingDeps } from './origin.ts';
import { simulatorRoutes } from './simulator.routes.ts';

export const billingRoutes: FastifyPluginAsyncZod<BillingDeps> = async (app, deps) => {
  const { db, billing, sendReceipt } = deps;
  // LiqPay posts its callback form-encoded; URLSearchParams turns the %2B of a base64 "+" back into "+".
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/payment/plans',
    { schema: { tags: ['billing'], summary: 'The plans on sale', response: { 200: success(plansSchema) } } },
    async () => ({ isSuccess: true as const, content: { plans: PLANS.map((p) => ({ ...p })) } }),
  );

  app.post(
    '/payment/liqpay-checkout',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        summary: 'Creates a pending order and answers the checkout link',
        security: [{ bearer: [] }],
        body: checkoutBodySchema,
        response: {
          200: success(checkoutResultSchema),
          401: failureSchema,
          409: failureSchema,
          503: failureSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await createCheckout(db, billing, user.id, request.body, deps.origin);
      return { isSuccess: true as const, content: result };
    },
  );

  app.post(
    '/payment/liqpay-callback',
    {
      schema: {
        tags: ['billing'],
        summary: "LiqPay's signed server callback (form fields data and signature)",
        body: liqpayCallbackBodySchema,
        response: { 200: success(z.object({ outcome: z.string() })), 400: failureSchema, 404: failureSchema },
      },
    },
    async (request) => {
      const result = await applyNotice(db, billing, { ...request.body, source: 'callback' }, sendReceipt);
      request.log.info({ orderId: result.orderId, outcome: result.outcome }, 'payment callback');
      return { isSuccess: true as const, content: { outcome: result.outcome } };
    },
  );

  app.get(
    '/payment/liqpay-check-payment-status/:orderId',
    {
      schema: {
        tags: ['billing'],
        summary: "The owner's order status; a pending order is checked with LiqPay first",
        security: [{ bearer: [] }],
        params: orderParamsSchema,
        response: { 200: success(paymentStatusResultSchema), 401: failureSchema, 404: failureSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return {
        isSuccess: true as const,
        content: await orderStatus(db, billing, user.id, request.params.orderId, sendReceipt),
      };
    },
  );

  app.get(
    '/payment/history',
    {
      schema: {
        tags: ['billing'],
        summary: "The signed-in user's payments, newest first, one per order",
        security: [{ bearer: [] }],
        response: { 200: success(paymentHistorySchema), 401: failureSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return {
        isSuccess: true as const,
        content: { payments: await paymentHistory(db, user.id) },
      };
    },
  );

  await app.register(simulatorRoutes, deps);
};

import { randomInt } from 'node:crypto';
import { failureSchema, orderParamsSchema, PLANS } from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutForm, sign } from '../../adapters/payments/liqpay.ts';
import { AppError } from '../../lib/errors.ts';
import { simulatedOrder } from './billing.service.ts';
import type { BillingDeps } from './origin.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(orderId: string, plan: string, amount: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Payment simulator · Gapwise</title>
<style>body{font-family:system-ui,sans-serif;background:#eef2ff;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:20px;padding:28px;max-width:380px;width:calc(100% - 32px);box-shadow:0 10px 30px #1e1b4b22}
h1{font-size:20px;margin:0 0 4px}p{color:#475569;margin:0 0 16px}.amount{font-size:32px;font-weight:800;color:#1e1b4b;margin:12px 0}
button{display:block;width:100%;border:0;border-radius:999px;padding:14px;font-size:16px;font-weight:600;margin-top:10px;cursor:pointer}
.pay{background:#4f46e5;color:#fff}.decline{background:#fee2e2;color:#b91c1c}.cancel{background:#f1f5f9;color:#334155}
small{display:block;margin-top:16px;color:#94a3b8}</style></head><body><main>
<h1>Payment simulator</h1><p>Stands in for LiqPay while no payment keys are configured. No money moves.</p>
<p>${escapeHtml(plan)} · order ${escapeHtml(orderId)}</p><div class="amount">${escapeHtml(amount)}</div>
<form method="post"><button class="pay" name="outcome" value="pay">Pay</button>
<button class="decline" name="outcome" value="decline">Decline</button>
<button class="cancel" name="outcome" value="cancel">Cancel</button></form>
<small>The result is sent to the app as a signed LiqPay callback.</small></main></body></html>`;
}

/** A stand-in for LiqPay's checkout page in development and tests; refused in production. */
export const simulatorRoutes: FastifyPluginAsyncZod<BillingDeps> = async (app, { db, billing, origin }) => {
  const guard = () => {
    if (billing.mode !== 'simulator' || !billing.simulatorEnabled)
      throw new AppError('PAYMENT_SIMULATOR_DISABLED', 404, 'The payment simulator is not available here.');
  };

  app.get(
    '/payment/simulator/:orderId',
    { schema: { hide: true, params: orderParamsSchema, response: { 200: z.string(), 404: failureSchema } } },
    async (request, reply) => {
      guard();
      const order = await simulatedOrder(db, request.params.orderId);
      const plan = PLANS.find((p) => p.id === order.plan)?.id ?? order.plan;
      return reply
        .type('text/html; charset=utf-8')
        .send(page(order.id, plan, `${(order.amountMinor / 100).toFixed(2)} ${order.currency}`));
    },
  );

  app.post(
    '/payment/simulator/:orderId',
    {
      schema: {
        hide: true,
        params: orderParamsSchema,
        body: z.object({ outcome: z.enum(['pay', 'decline', 'cancel']) }),
        response: { 404: failureSchema },
      },
    },
    async (request, reply) => {
      guard();
      const order = await simulatedOrder(db, request.params.orderId);
      if (request.body.outcome === 'cancel')
        return reply.redirect(`${origin}/public/payment-error/${order.id}?reason=cancelled`, 303);
      // The same signed form LiqPay would post, sent to the same endpoint.
      const form = checkoutForm(billing.keys, {
        orderId: order.id,
        amount: order.amountMinor / 100,
        currency: order.currency,
        description: 'simulator',
        language: 'en',
        resultUrl: '',
        serverUrl: '',
        sandbox: false,
      });
      const decoded = JSON.parse(Buffer.from(form.data, 'base64').toString('utf8')) as Record<
        string,
        unknown
      >;
      const data = Buffer.from(
        JSON.stringify({
          ...decoded,
          action: 'pay',
          // Each press of Pay is its own payment, as at LiqPay: paying one order twice is a second charge.
          payment_id: randomInt(1, 2 ** 31),
          status: request.body.outcome === 'pay' ? 'success' : 'failure',
        }),
      ).toString('base64');
      await app.inject({
        method: 'POST',
        url: '/api/payment/liqpay-callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          data,
          signature: sign(billing.keys.privateKey, data, billing.keys.algorithm),
        }).toString(),
      });
      const target =
        request.body.outcome === 'pay'
          ? `payment-status/${order.id}`
          : `payment-error/${order.id}?reason=declined`;
      return reply.redirect(`${origin}/public/${target}`, 303);
    },
  );
};

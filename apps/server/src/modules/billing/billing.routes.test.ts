import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedContent } from '../../../test/bank.ts';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { signedInUser } from '../../../test/users.ts';
import { encodeData, sign } from '../../adapters/payments/liqpay.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { orders, paymentNotices, users } from '../../db/schema/index.ts';

const PUB = 'sandbox_i123';
const PRIV = 'sandbox_secret_key';

/** A local server speaking LiqPay's /api/request status protocol. */
let liqpay: Server;
let liqpayStatus = 'success';
beforeAll(async () => {
  liqpay = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const data = JSON.parse(Buffer.from(form.get('data') ?? '', 'base64').toString()) as Record<
        string,
        unknown
      >;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          status: liqpayStatus,
          order_id: data.order_id,
          amount: 8,
          currency: 'USD',
          public_key: PUB,
          action: 'pay',
        }),
      );
    });
  });
  await new Promise<void>((r) => liqpay.listen(0, '127.0.0.1', r));
});
afterAll(() => new Promise<void>((r) => liqpay.close(() => r())));

describe.each(DATABASE_KINDS)('LiqPay billing on %s', (kind) => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    const port = (liqpay.address() as AddressInfo).port;
    app = await buildApp({
      config: testConfig({
        LIQPAY_PUBLIC_KEY: PUB,
        LIQPAY_PRIVATE_KEY: PRIV,
        LIQPAY_BASE_URL: `http://127.0.0.1:${port}`,
        PUBLIC_URL: 'https://gapwise.test',
      }),
      database,
      content: loadedContent(),
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const checkout = async (headers: Record<string, string>, plan = 'one-year-pass') =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/payment/liqpay-checkout',
        headers,
        payload: { plan, locale: 'uk' },
      })
    ).json();
  const callback = (fields: Record<string, unknown>, signature?: string) => {
    const data = encodeData({ public_key: PUB, amount: 8, currency: 'USD', action: 'pay', ...fields });
    return app.inject({
      method: 'POST',
      url: '/api/payment/liqpay-callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ data, signature: signature ?? sign(PRIV, data) }).toString(),
    });
  };
  const premiumUntil = async (id: string) =>
    (await database.db.select().from(users).where(eq(users.id, id)))[0]?.premiumUntil ?? null;

  it('builds a signed LiqPay checkout link for a pending order', async () => {
    const user = await signedInUser(app, database);
    const { content } = await checkout(user.headers);
    const link = new URL(content.link);
    expect(link.pathname).toBe('/api/3/checkout');
    const data = link.searchParams.get('data') ?? '';
    expect(link.searchParams.get('signature')).toBe(sign(PRIV, data));
    const params = JSON.parse(Buffer.from(data, 'base64').toString());
    expect(params).toMatchObject({
      version: 3,
      public_key: PUB,
      amount: 8,
      currency: 'USD',
      order_id: content.orderId,
      result_url: `https://gapwise.test/public/payment-status/${content.orderId}`,
      server_url: 'https://gapwise.test/api/payment/liqpay-callback',
    });
    expect(params.description).toContain('доступ');
  });

  it('grants premium once on a verified success; replays and forgeries change nothing', async () => {
    const user = await signedInUser(app, database);
    const { content } = await checkout(user.headers);
    const forged = await callback({ order_id: content.orderId, status: 'success' }, 'Zm9yZ2Vk');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('PAYMENT_INVALID_SIGNATURE');
    expect(await premiumUntil(user.id)).toBeNull();

    const ok = await callback({ order_id: content.orderId, status: 'success' });
    expect(ok.json().content.outcome).toBe('applied:success');
    const until = await premiumUntil(user.id);
    expect(until?.getTime()).toBeGreaterThan(Date.now() + 364 * 86_400_000);
    const replay = await callback({ order_id: content.orderId, status: 'success' });
    expect(replay.json().content.outcome).toBe('ignored:success');
    expect(await premiumUntil(user.id)).toEqual(until);
    // A second year is not for sale until the last 30 days of this one.
    expect((await checkout(user.headers, 'one-year-pass')).error.code).toBe('PAYMENT_ALREADY_PREMIUM');
  });

  it('a paid callback opens premium topics on the very next request, with the session cache warm', async () => {
    const user = await signedInUser(app, database);
    const open = () => app.inject({ method: 'GET', url: '/api/topics/modal-perfect', headers: user.headers });
    // Warms the session cache with the learner's non-premium row.
    expect((await open()).json().error.code).toBe('PREMIUM_REQUIRED');
    const { content } = await checkout(user.headers);
    expect((await callback({ order_id: content.orderId, status: 'success' })).statusCode).toBe(200);
    expect((await open()).statusCode).toBe(200);
    // And a reversal closes them again at once.
    await callback({ order_id: content.orderId, status: 'reversed' });
    expect((await open()).json().error.code).toBe('PREMIUM_REQUIRED');
  });

  it('refuses amount and currency mismatches and unknown orders, keeping every notice for audit', async () => {
    const user = await signedInUser(app, database);
    const { content } = await checkout(user.headers);
    expect(
      (await callback({ order_id: content.orderId, status: 'success', amount: 1 })).json().error.code,
    ).toBe('PAYMENT_MISMATCH');
    expect(
      (await callback({ order_id: content.orderId, status: 'success', currency: 'UAH' })).json().error.code,
    ).toBe('PAYMENT_MISMATCH');
    expect((await callback({ order_id: 'gw-nope-000000', status: 'success' })).json().error.code).toBe(
      'PAYMENT_ORDER_NOT_FOUND',
    );
    expect(await premiumUntil(user.id)).toBeNull();
    const notices = await database.db
      .select()
      .from(paymentNotices)
      .where(eq(paymentNotices.orderId, content.orderId));
    expect(notices.map((n) => n.outcome).sort()).toEqual(['mismatch', 'mismatch']);
  });

  it('ends premium on reversal, and a late success after reversal changes nothing', async () => {
    const user = await signedInUser(app, database);
    const { content } = await checkout(user.headers, 'lifetime-pass');
    await callback({ order_id: content.orderId, status: 'success', amount: 14 });
    expect((await premiumUntil(user.id))?.getFullYear()).toBe(9999);
    await callback({ order_id: content.orderId, status: 'reversed', amount: 14 });
    expect(await premiumUntil(user.id)).toBeNull();
    await callback({ order_id: content.orderId, status: 'success', amount: 14 });
    expect(await premiumUntil(user.id)).toBeNull();
  });

  it('applies concurrent duplicate callbacks once', async () => {
    const user = await signedInUser(app, database);
    const { content } = await checkout(user.headers);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => callback({ order_id: content.orderId, status: 'success' })),
    );
    expect(results.filter((r) => r.json().content.outcome === 'applied:success')).toHaveLength(1);
  });

  it("asks LiqPay about a pending order, and hides other users' orders", async () => {
    const user = await signedInUser(app, database);
    const { content } = await checkout(user.headers);
    const stranger = await signedInUser(app, database);
    const hidden = await app.inject({
      method: 'GET',
      url: `/api/payment/liqpay-check-payment-status/${content.orderId}`,
      headers: stranger.headers,
    });
    expect(hidden.statusCode).toBe(404);
    liqpayStatus = 'success';
    const res = await app.inject({
      method: 'GET',
      url: `/api/payment/liqpay-check-payment-status/${content.orderId}`,
      headers: user.headers,
    });
    expect(res.json().content).toMatchObject({
      payment: { status: 'success', orderId: content.orderId },
      isPremium: true,
    });
    const history = await app.inject({ method: 'GET', url: '/api/payment/history', headers: user.headers });
    expect(history.json().content.payments).toEqual([
      expect.objectContaining({ orderId: content.orderId, status: 'success', amount: 8 }),
    ]);
  });

  it('refuses the simulator when LiqPay is configured', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/payment/simulator/gw-anything' });
    expect(res.json().error.code).toBe('PAYMENT_SIMULATOR_DISABLED');
  });
});

describe('payment simulator', () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await freshDatabase('pglite');
    app = await buildApp({ config: testConfig(), database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('pays through the same signed callback, and a decline grants nothing', async () => {
    const user = await signedInUser(app, database);
    const declined = (
      await app.inject({
        method: 'POST',
        url: '/api/payment/liqpay-checkout',
        headers: user.headers,
        payload: { plan: 'one-year-pass' },
      })
    ).json().content;
    expect(declined.link).toContain(`/api/payment/simulator/${declined.orderId}`);
    const page = await app.inject({ method: 'GET', url: `/api/payment/simulator/${declined.orderId}` });
    expect(page.body).toContain('8.00 USD');
    const decline = await app.inject({
      method: 'POST',
      url: `/api/payment/simulator/${declined.orderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=decline',
    });
    expect(decline.statusCode).toBe(303);
    expect(decline.headers.location).toContain(`/public/payment-error/${declined.orderId}`);
    const [failed] = await database.db.select().from(orders).where(eq(orders.id, declined.orderId));
    expect(failed?.status).toBe('failure');

    const paid = (
      await app.inject({
        method: 'POST',
        url: '/api/payment/liqpay-checkout',
        headers: user.headers,
        payload: { plan: 'one-year-pass' },
      })
    ).json().content;
    const pay = await app.inject({
      method: 'POST',
      url: `/api/payment/simulator/${paid.orderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    expect(pay.headers.location).toContain(`/public/payment-status/${paid.orderId}`);
    const status = await app.inject({
      method: 'GET',
      url: `/api/payment/liqpay-check-payment-status/${paid.orderId}`,
      headers: user.headers,
    });
    expect(status.json().content).toMatchObject({ isPremium: true, payment: { status: 'success' } });
  });

  it('is refused in production', async () => {
    const prod = await buildApp({
      config: testConfig({ NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40) }),
      database,
    });
    const res = await prod.inject({ method: 'GET', url: '/api/payment/simulator/gw-x-123456' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('PAYMENT_SIMULATOR_DISABLED');
    await prod.close();
  });
});

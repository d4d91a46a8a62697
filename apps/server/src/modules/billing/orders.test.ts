import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { signedInUser } from '../../../test/users.ts';
import type { Mail } from '../../adapters/mailer/types.ts';
import { encodeData, sign } from '../../adapters/payments/liqpay.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { recomputePremium } from './billing.service.ts';

const PUB = 'sandbox_i123';
const PRIV = 'sandbox_secret_key';
const DAY = 86_400_000;

describe.each(DATABASE_KINDS)('one open order per learner, refunds and upgrades on %s', (kind) => {
  let database: Database;
  let app: App;
  const sent: Mail[] = [];
  let ip = 1;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({
      config: testConfig({
        LIQPAY_PUBLIC_KEY: PUB,
        LIQPAY_PRIVATE_KEY: PRIV,
        // Nothing listens here: status checks fail quietly and orders stay pending until a callback.
        LIQPAY_BASE_URL: 'http://127.0.0.1:9',
        PUBLIC_URL: 'https://gapwise.test',
        SELLER_NAME: 'ФОП Тестовий Продавець',
      }),
      database,
      mailer: {
        send: async (mail) => {
          sent.push(mail);
        },
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const checkout = async (headers: Record<string, string>, plan: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/payment/liqpay-checkout',
        headers,
        // Each learner from their own address, so the per-address checkout limit stays out of the way.
        remoteAddress: `10.1.${headers.authorization?.length ?? 0}.${ip++ % 250}`,
        payload: { plan, locale: 'en' },
      })
    ).json();
  const pay = async (orderId: string, amount: number, paymentId: number, status = 'success') => {
    const data = encodeData({
      public_key: PUB,
      amount,
      currency: 'USD',
      action: 'pay',
      order_id: orderId,
      payment_id: paymentId,
      status,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment/liqpay-callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ data, signature: sign(PRIV, data) }).toString(),
    });
    return res.json().content.outcome as string;
  };
  const premiumUntil = async (id: string) =>
    (await database.db.select().from(users).where(eq(users.id, id)))[0]?.premiumUntil ?? null;
  const ordersOf = (id: string) => database.db.select().from(orders).where(eq(orders.userId, id));
  const status = async (headers: Record<string, string>, orderId: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/payment/liqpay-check-payment-status/${orderId}`,
        headers,
      })
    ).json().content;

  it('answers concurrent checkouts for one plan with one order, so two tabs cannot be charged twice', async () => {
    const user = await signedInUser(app, database);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => checkout(user.headers, 'lifetime-pass')),
    );
    const ids = new Set(results.map((r) => r.content.orderId));
    expect(ids.size).toBe(1);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it('keeps one open order when checkouts for different plans race', async () => {
    const user = await signedInUser(app, database);
    await Promise.all(
      ['lifetime-pass', 'one-year-pass', 'lifetime-pass', 'one-year-pass'].map((p) =>
        checkout(user.headers, p),
      ),
    );
    const rows = await ordersOf(user.id);
    expect(rows.filter((o) => o.status === 'pending')).toHaveLength(1);
    expect(rows.filter((o) => o.status === 'superseded').length).toBeGreaterThanOrEqual(1);
  });

  it('the database itself refuses a second open order', async () => {
    const user = await signedInUser(app, database);
    const { content } = await checkout(user.headers, 'one-year-pass');
    const [row] = await database.db.select().from(orders).where(eq(orders.id, content.orderId));
    await expect(
      database.db
        .insert(orders)
        .values({ ...(row as typeof orders.$inferSelect), id: `${content.orderId}-2` }),
    ).rejects.toThrow();
  });

  it('applies nothing for a superseded order that is paid, flags it refund due and tells the learner', async () => {
    const user = await signedInUser(app, database);
    const first = (await checkout(user.headers, 'one-year-pass')).content;
    const second = (await checkout(user.headers, 'lifetime-pass')).content;
    expect(second.orderId).not.toBe(first.orderId);
    expect(await pay(first.orderId, 8, 1001)).toBe('refund-due:superseded');
    expect(await premiumUntil(user.id)).toBeNull();
    expect(await status(user.headers, first.orderId)).toMatchObject({
      isPremium: false,
      payment: { status: 'success', refundDue: 'superseded' },
    });
    // The open order still works.
    expect(await pay(second.orderId, 14, 1002)).toBe('applied:success');
    expect((await premiumUntil(user.id))?.getUTCFullYear()).toBe(9999);
    const admin = await signedInUser(app, database, { role: 'admin', email: 'admin@example.com' });
    const flagged = await app.inject({
      method: 'GET',
      url: `/api/admin/payments?refundDue=true&q=${encodeURIComponent(user.email)}`,
      headers: admin.headers,
    });
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json().content.payments).toEqual([
      expect.objectContaining({ orderId: first.orderId, refundDue: 'superseded' }),
    ]);
  });

  it('flags a second payment of one order and does not stack a second year', async () => {
    const user = await signedInUser(app, database);
    const { orderId } = (await checkout(user.headers, 'one-year-pass')).content;
    // The other tab gets the same order back.
    expect((await checkout(user.headers, 'one-year-pass')).content.orderId).toBe(orderId);
    expect(await pay(orderId, 8, 2001)).toBe('applied:success');
    const until = await premiumUntil(user.id);
    expect(await pay(orderId, 8, 2001)).toBe('ignored:success');
    expect(await pay(orderId, 8, 2002)).toBe('refund-due:duplicate-payment');
    expect(await premiumUntil(user.id)).toEqual(until);
    expect(until?.getTime()).toBeLessThan(Date.now() + 366 * DAY);
    expect((await status(user.headers, orderId)).payment.refundDue).toBe('duplicate-payment');
  });

  it('flags a late payment for a pass the learner already holds', async () => {
    const user = await signedInUser(app, database);
    const failed = (await checkout(user.headers, 'one-year-pass')).content.orderId;
    expect(await pay(failed, 8, 3001, 'failure')).toBe('applied:failure');
    const paid = (await checkout(user.headers, 'one-year-pass')).content.orderId;
    expect(paid).not.toBe(failed);
    expect(await pay(paid, 8, 3002)).toBe('applied:success');
    const until = await premiumUntil(user.id);
    // The bank approves the first attempt after all.
    expect(await pay(failed, 8, 3003)).toBe('refund-due:already-held');
    expect(await premiumUntil(user.id)).toEqual(until);
  });

  it('sells a 1-Year holder Lifetime for the difference', async () => {
    const user = await signedInUser(app, database);
    const year = (await checkout(user.headers, 'one-year-pass')).content.orderId;
    await pay(year, 8, 4001);
    const upgrade = (await checkout(user.headers, 'lifetime-pass')).content;
    const [row] = await database.db.select().from(orders).where(eq(orders.id, upgrade.orderId));
    expect(row).toMatchObject({ kind: 'upgrade', amountMinor: 600, plan: 'lifetime-pass' });
    const params = JSON.parse(
      Buffer.from(new URL(upgrade.link).searchParams.get('data') ?? '', 'base64').toString(),
    );
    expect(params.amount).toBe(6);
    expect(await pay(upgrade.orderId, 6, 4002)).toBe('applied:success');
    expect((await premiumUntil(user.id))?.getUTCFullYear()).toBe(9999);
    expect((await checkout(user.headers, 'lifetime-pass')).error.code).toBe('PAYMENT_ALREADY_PREMIUM');
  });

  it('renews a 1-Year Pass in its last 30 days, from its current end', async () => {
    const user = await signedInUser(app, database);
    const year = (await checkout(user.headers, 'one-year-pass')).content.orderId;
    await pay(year, 8, 5001);
    expect((await checkout(user.headers, 'one-year-pass')).error.code).toBe('PAYMENT_ALREADY_PREMIUM');
    // Move the payment back 345 days: 20 days are left.
    await database.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 345 * DAY) })
      .where(eq(orders.id, year));
    const end = await recomputePremium(database.db, user.id);
    const renewal = (await checkout(user.headers, 'one-year-pass')).content.orderId;
    const [row] = await database.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, renewal), eq(orders.kind, 'renewal')));
    expect(row?.amountMinor).toBe(800);
    expect(await pay(renewal, 8, 5002)).toBe('applied:success');
    expect((await premiumUntil(user.id))?.getTime()).toBe((end as Date).getTime() + 365 * DAY);
  });

  it('e-mails one receipt per paid order, in the learner’s language', async () => {
    const user = await signedInUser(app, database);
    await database.db.update(users).set({ locale: 'uk' }).where(eq(users.id, user.id));
    const { orderId } = (await checkout(user.headers, 'lifetime-pass')).content;
    sent.length = 0;
    await pay(orderId, 14, 6001);
    await pay(orderId, 14, 6001);
    await status(user.headers, orderId);
    const receipts = sent.filter((m) => m.to === user.email);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt?.subject).toContain(orderId);
    expect(receipt?.text).toContain('Довічний доступ');
    expect(receipt?.text).toMatch(/14,00\s?(USD|\$)/);
    expect(receipt?.text).toContain('30 днів');
    expect(receipt?.text).toContain('ФОП Тестовий Продавець');
    const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.receiptSentAt).not.toBeNull();
  });
});

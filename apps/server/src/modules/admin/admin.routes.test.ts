import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedContent } from '../../../test/bank.ts';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { signedInUser } from '../../../test/users.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import {
  adminAudit,
  disabledExercises,
  events,
  exerciseReports,
  orders,
  users,
} from '../../db/schema/index.ts';
import { recomputePremium } from '../billing/billing.service.ts';

/** Every admin endpoint, with a valid request each, so the role check is shown to hold for all of them. */
const ENDPOINTS: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/admin/overview' },
  { method: 'GET', url: '/api/admin/explanations' },
  { method: 'GET', url: '/api/admin/funnel?days=7' },
  { method: 'GET', url: '/api/admin/audit' },
  { method: 'GET', url: '/api/admin/users?q=a' },
  { method: 'GET', url: '/api/admin/users/some-id' },
  { method: 'POST', url: '/api/admin/users/some-id/premium', payload: { action: 'grant', reason: 'gift' } },
  { method: 'GET', url: '/api/admin/payments?status=success' },
  { method: 'GET', url: '/api/admin/payments/gw-1' },
  { method: 'POST', url: '/api/admin/payments/gw-1/reverse', payload: { reason: 'refund' } },
  { method: 'GET', url: '/api/admin/content' },
  { method: 'GET', url: '/api/admin/topics/articles/exercises' },
  { method: 'PUT', url: '/api/admin/exercises/x/disabled', payload: { disabled: true, reason: 'broken' } },
  { method: 'GET', url: '/api/admin/reports' },
  { method: 'POST', url: '/api/admin/reports/1/resolve', payload: { note: '' } },
  { method: 'GET', url: '/api/admin/queue' },
  { method: 'POST', url: '/api/admin/queue/x/decision', payload: { action: 'keep', note: 'fine as is' } },
];

describe.each(DATABASE_KINDS)('admin area on %s', (kind) => {
  let database: Database;
  let app: App;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ config: testConfig(), database, content: loadedContent() });
    admin = await signedInUser(app, database, { role: 'admin', email: 'boss@example.com' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const as = (headers: Record<string, string>, e: (typeof ENDPOINTS)[number]) =>
    app.inject({ method: e.method, url: e.url, headers, ...(e.payload ? { payload: e.payload } : {}) });

  it('answers a visitor 401 and a learner (even a premium one) 403 on every admin endpoint', async () => {
    const learner = await signedInUser(app, database, { premium: true });
    for (const endpoint of ENDPOINTS) {
      const visitor = await as({}, endpoint);
      expect([endpoint.url, visitor.statusCode, visitor.json().error?.code]).toEqual([
        endpoint.url,
        401,
        'UNAUTHORIZED',
      ]);
      const forbidden = await as(learner.headers, endpoint);
      expect([endpoint.url, forbidden.statusCode, forbidden.json().error?.code]).toEqual([
        endpoint.url,
        403,
        'FORBIDDEN',
      ]);
      // Bad input from a non-admin is still refused for who they are, not for what they sent.
      const bad = await app.inject({
        method: endpoint.method,
        url: endpoint.url,
        headers: learner.headers,
        payload: endpoint.method === 'GET' ? undefined : { nonsense: 1 },
      });
      expect(bad.statusCode).toBe(403);
    }
    // Nothing those calls asked for happened.
    expect(await database.db.select().from(adminAudit)).toHaveLength(0);
  });

  it('lets an admin reach every endpoint (no 401/403/500)', async () => {
    for (const endpoint of ENDPOINTS) {
      const res = await as(admin.headers, endpoint);
      expect([
        endpoint.url,
        res.statusCode < 500 && res.statusCode !== 401 && res.statusCode !== 403,
      ]).toEqual([endpoint.url, true]);
    }
  });

  it('refuses bad input with a 400 and a code, and changes nothing', async () => {
    const learner = await signedInUser(app, database);
    const cases = [
      {
        method: 'POST' as const,
        url: `/api/admin/users/${learner.id}/premium`,
        payload: { action: 'grant', reason: '' },
      },
      {
        method: 'POST' as const,
        url: `/api/admin/users/${learner.id}/premium`,
        payload: { action: 'gift', reason: 'because' },
      },
      {
        method: 'POST' as const,
        url: `/api/admin/users/${learner.id}/premium`,
        payload: { action: 'grant', days: 0, reason: 'because' },
      },
      { method: 'GET' as const, url: '/api/admin/payments?status=lost' },
      { method: 'GET' as const, url: '/api/admin/funnel?days=0' },
      { method: 'GET' as const, url: '/api/admin/users?limit=1000' },
      {
        method: 'PUT' as const,
        url: '/api/admin/exercises/x/disabled',
        payload: { disabled: 'yes', reason: 'broken' },
      },
      { method: 'POST' as const, url: '/api/admin/reports/abc/resolve', payload: {} },
    ];
    for (const c of cases) {
      const res = await app.inject({ ...c, headers: admin.headers });
      expect([c.url, res.statusCode, res.json().error.code]).toEqual([c.url, 400, 'VALIDATION_FAILED']);
    }
    const [row] = await database.db.select().from(users).where(eq(users.id, learner.id));
    expect(row?.premiumUntil).toBeNull();
    expect(await database.db.select().from(adminAudit)).toHaveLength(0);
  });

  it('grants premium with a reason: the learner can open a premium topic at once; revoking locks it again', async () => {
    const learner = await signedInUser(app, database);
    const open = () =>
      app.inject({ method: 'GET', url: '/api/topics/modal-perfect', headers: learner.headers });
    expect((await open()).statusCode).toBe(403); // also warms the session cache with the non-premium row
    const grant = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${learner.id}/premium`,
      headers: admin.headers,
      payload: { action: 'grant', days: 30, reason: 'support: lost payment' },
    });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().content.isPremium).toBe(true);
    expect((await open()).statusCode).toBe(200);

    const revoke = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${learner.id}/premium`,
      headers: admin.headers,
      payload: { action: 'revoke', reason: 'granted by mistake' },
    });
    expect(revoke.json().content).toEqual({ isPremium: false, premiumUntil: null });
    expect((await open()).json().error.code).toBe('PREMIUM_REQUIRED');

    const audit = await database.db.select().from(adminAudit).where(eq(adminAudit.targetId, learner.id));
    expect(audit.map((a) => [a.action, a.adminId, a.reason])).toEqual([
      ['premium.grant', admin.id, 'support: lost payment'],
      ['premium.revoke', admin.id, 'granted by mistake'],
    ]);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/users/${learner.id}`,
      headers: admin.headers,
    });
    expect(detail.json().content.audit).toHaveLength(2);
    expect(detail.json().content.audit[0].adminEmail).toBe('boss@example.com');
  });

  it('keeps an admin grant through later payments and reversals; revoking leaves paid premium alone', async () => {
    const learner = await signedInUser(app, database);
    const premium = (body: object) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/users/${learner.id}/premium`,
        headers: admin.headers,
        payload: body,
      });
    expect((await premium({ action: 'grant', reason: 'goodwill' })).json().content.premiumUntil).toMatch(
      /^9999-/,
    );
    const orderId = `gw-${randomUUID().slice(0, 8)}`;
    await database.db.insert(orders).values({
      id: orderId,
      userId: learner.id,
      plan: 'one-year-pass',
      amountMinor: 800,
      currency: 'USD',
      status: 'success',
      provider: 'simulator',
      paidAt: new Date(),
    });
    // A payment arriving later recomputes premium from the orders: the lifetime grant still wins.
    expect((await recomputePremium(database.db, learner.id))?.getUTCFullYear()).toBe(9999);
    await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${orderId}/reverse`,
      headers: admin.headers,
      payload: { reason: 'refund' },
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, learner.id));
    expect(row?.premiumUntil?.getUTCFullYear()).toBe(9999);
    // Revoking ends the grant; with the only payment reversed, nothing is left.
    expect((await premium({ action: 'revoke', reason: 'goodwill over' })).json().content).toEqual({
      isPremium: false,
      premiumUntil: null,
    });
  });

  it('finds users by e-mail or name', async () => {
    const learner = await signedInUser(app, database, { email: 'olena.findme@example.com' });
    const res = await app.inject({ method: 'GET', url: '/api/admin/users?q=FINDME', headers: admin.headers });
    expect(res.json().content.users.map((u: { id: string }) => u.id)).toEqual([learner.id]);
    const none = await app.inject({
      method: 'GET',
      url: '/api/admin/users?q=%25%25',
      headers: admin.headers,
    });
    expect(none.json().content.users).toEqual([]);
  });

  it('disables an exercise: it is never sampled again; re-enabling serves it again', async () => {
    const target = app.content.topic('have-has')?.exercises[0];
    if (!target) throw new Error('no exercise');
    const learner = await signedInUser(app, database);
    const set = (disabled: boolean) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/exercises/${target.id}/disabled`,
        headers: admin.headers,
        payload: { disabled, reason: 'two right answers' },
      });
    expect((await set(true)).json().content).toEqual({ id: target.id, disabled: true });
    const served = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/topics/have-has?limit=50',
        headers: learner.headers,
      });
      for (const e of res.json().content.exercises) served.add(e.id);
    }
    expect(served.size).toBe(29);
    expect(served.has(target.id)).toBe(false);
    const rows = await database.db.select().from(disabledExercises);
    expect(rows.map((r) => [r.exerciseId, r.disabledBy])).toEqual([[target.id, admin.id]]);
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/topics/have-has/exercises?disabled=only',
      headers: admin.headers,
    });
    expect(list.json().content).toMatchObject({ total: 1, exercises: [{ id: target.id, disabled: true }] });
    const content = await app.inject({ method: 'GET', url: '/api/admin/content', headers: admin.headers });
    expect(content.json().content.totals.disabled).toBe(1);

    expect((await set(false)).statusCode).toBe(200);
    const again = await app.inject({
      method: 'GET',
      url: '/api/topics/have-has?limit=50',
      headers: learner.headers,
    });
    expect(again.json().content.exercises.map((e: { id: string }) => e.id)).toContain(target.id);
    const audit = await database.db.select().from(adminAudit).where(eq(adminAudit.targetId, target.id));
    expect(audit.map((a) => a.action)).toEqual(['exercise.disable', 'exercise.enable']);
    const unknown = await app.inject({
      method: 'PUT',
      url: '/api/admin/exercises/nope/disabled',
      headers: admin.headers,
      payload: { disabled: true, reason: 'broken' },
    });
    expect(unknown.json().error.code).toBe('EXERCISE_NOT_FOUND');
  });

  it('marks a payment reversed: the premium it gave ends, with an audit row; only once', async () => {
    const learner = await signedInUser(app, database);
    const orderId = `gw-${randomUUID().slice(0, 8)}`;
    await database.db.insert(orders).values({
      id: orderId,
      userId: learner.id,
      plan: 'lifetime-pass',
      amountMinor: 1400,
      currency: 'USD',
      status: 'success',
      provider: 'simulator',
      paidAt: new Date(),
    });
    await recomputePremium(database.db, learner.id);
    const open = () =>
      app.inject({ method: 'GET', url: '/api/topics/modal-perfect', headers: learner.headers });
    expect((await open()).statusCode).toBe(200);

    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/payments?status=success&plan=lifetime-pass',
      headers: admin.headers,
    });
    expect(list.json().content.payments.map((p: { orderId: string }) => p.orderId)).toContain(orderId);
    const reverse = () =>
      app.inject({
        method: 'POST',
        url: `/api/admin/payments/${orderId}/reverse`,
        headers: admin.headers,
        payload: { reason: 'refunded by e-mail' },
      });
    const res = await reverse();
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatchObject({ payment: { status: 'reversed' }, premiumUntil: null });
    expect((await open()).json().error.code).toBe('PREMIUM_REQUIRED');
    expect((await reverse()).json().error.code).toBe('CONFLICT');

    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/payments/${orderId}`,
      headers: admin.headers,
    });
    expect(detail.json().content.audit.map((a: { action: string }) => a.action)).toEqual(['payment.reverse']);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/admin/payments/gw-none',
      headers: admin.headers,
    });
    expect(missing.json().error.code).toBe('PAYMENT_ORDER_NOT_FOUND');
  });

  it('shows learner reports with the exercise, answer and note, and resolves them once', async () => {
    const learner = await signedInUser(app, database, { email: 'reporter@example.com' });
    const exercise = app.content.topic('articles')?.exercises[3];
    if (!exercise) throw new Error('no exercise');
    const filed = await app.inject({
      method: 'POST',
      url: `/api/exercises/${exercise.id}/report`,
      headers: learner.headers,
      payload: { reason: 'wrong-answer', comment: 'both fit here', answer: 'a' },
    });
    expect(filed.statusCode).toBeLessThan(300);
    const queue = await app.inject({ method: 'GET', url: '/api/admin/reports', headers: admin.headers });
    const report = queue
      .json()
      .content.reports.find((r: { exerciseId: string }) => r.exerciseId === exercise.id);
    expect(report).toMatchObject({
      comment: 'both fit here',
      answer: 'a',
      userEmail: 'reporter@example.com',
      exercise: { text: exercise.text },
    });
    const resolve = () =>
      app.inject({
        method: 'POST',
        url: `/api/admin/reports/${report.id}/resolve`,
        headers: admin.headers,
        payload: { note: 'fine as is' },
      });
    expect((await resolve()).statusCode).toBe(200);
    expect((await resolve()).json().error.code).toBe('CONFLICT');
    const open = await app.inject({ method: 'GET', url: '/api/admin/reports', headers: admin.headers });
    expect(open.json().content.reports.some((r: { id: number }) => r.id === report.id)).toBe(false);
    const [row] = await database.db.select().from(exerciseReports).where(eq(exerciseReports.id, report.id));
    expect(row?.resolvedAt).not.toBeNull();
  });

  it('counts the funnel from events and orders, and explanation cache hits', async () => {
    const now = new Date();
    const person = (id: string, names: string[]) =>
      names.map((name) => ({ name, anonymousId: id, occurredAt: now, props: {} }));
    await database.db
      .insert(events)
      .values([
        ...person('anon-1', ['visit', 'signin-started', 'signin-completed']),
        ...person('anon-2', ['visit', 'signin-started']),
        ...person('anon-3', ['visit']),
        ...person('anon-3', ['visit']),
      ]);
    const funnel = await app.inject({
      method: 'GET',
      url: '/api/admin/funnel?days=7',
      headers: admin.headers,
    });
    const steps = funnel.json().content.steps;
    expect(steps.slice(0, 3)).toEqual([
      { step: 'visit', people: 3, events: 4, conversion: null },
      { step: 'signin-started', people: 2, events: 2, conversion: 2 / 3 },
      { step: 'signin-completed', people: 1, events: 1, conversion: 0.5 },
    ]);
    expect(funnel.json().content.byDay).toHaveLength(7);

    // The explainer keeps a process-wide memory cache: each database kind asks about its own exercise.
    const exercise = app.content.topic('articles')?.exercises[10 + DATABASE_KINDS.indexOf(kind)];
    const ask = () =>
      app.inject({
        method: 'POST',
        url: '/api/openai/generate-explanation',
        payload: { exerciseId: exercise?.id, answer: 'a', language: 'en' },
      });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200)); // the counts are written after the answer
    const stats = await app.inject({ method: 'GET', url: '/api/admin/explanations', headers: admin.headers });
    expect(stats.json().content).toMatchObject({
      served: { hits: 1, misses: 1, hitRate: 0.5 },
      byProviderLanguage: [{ provider: 'rules', language: 'en', count: 1 }],
      ai: { configured: false, estimatedCostUsd: null },
    });
    const overview = await app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin.headers });
    expect(overview.json().content.explanations).toEqual({ generated: 1, servedFromCache: 1 });
    expect(overview.json().content.learners.total).toBeGreaterThan(3);
  });
});

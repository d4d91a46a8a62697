import type { AdminExplanations, AdminFunnel, AdminOverview, FunnelStep } from '@gapwise/contracts';
import { FUNNEL_STEPS } from '@gapwise/contracts';
import { and, count, desc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  events,
  explanationRatings,
  explanationServes,
  explanations,
  orders,
  users,
} from '../../db/schema/index.ts';

const DAY = 86_400_000;
const dayOf = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const since = (days: number, now: Date) => new Date(now.getTime() - days * DAY);

export async function overview(db: Db, now = new Date()): Promise<AdminOverview> {
  const learner = eq(users.role, 'user');
  const countUsers = async (extra?: ReturnType<typeof gte>) =>
    Number(
      (
        await db
          .select({ n: count() })
          .from(users)
          .where(extra ? and(learner, extra) : learner)
      )[0]?.n ?? 0,
    );
  const [total, new7, new30, premium] = await Promise.all([
    countUsers(),
    countUsers(gte(users.createdAt, since(7, now))),
    countUsers(gte(users.createdAt, since(30, now))),
    countUsers(sql`${users.premiumUntil} > ${now}`),
  ]);
  const month = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM')`;
  const revenue = await db
    .select({
      month,
      plan: orders.plan,
      currency: orders.currency,
      amountMinor: sql<number>`sum(${orders.amountMinor})::int`,
      n: count(),
    })
    .from(orders)
    .where(and(eq(orders.status, 'success'), isNotNull(orders.paidAt)))
    .groupBy(month, orders.plan, orders.currency)
    .orderBy(month);
  const finishedDay = dayOf(events.occurredAt);
  const finished = await db
    .select({ day: finishedDay, n: count() })
    .from(events)
    .where(and(eq(events.name, 'exercise_finished'), gte(events.occurredAt, since(30, now))))
    .groupBy(finishedDay)
    .orderBy(finishedDay);
  const [finishedTotal] = await db
    .select({ n: count() })
    .from(events)
    .where(eq(events.name, 'exercise_finished'));
  const signupDay = dayOf(users.createdAt);
  const signups = await db
    .select({ day: signupDay, n: count() })
    .from(users)
    .where(and(learner, gte(users.createdAt, since(30, now))))
    .groupBy(signupDay)
    .orderBy(signupDay);
  const [generated] = await db.select({ n: count() }).from(explanations);
  const [served] = await db
    .select({ hits: sql<number>`coalesce(sum(${explanationServes.hits}), 0)::int` })
    .from(explanationServes);
  return {
    learners: { total, new7, new30, premium },
    revenue: {
      currency: revenue[0]?.currency ?? 'USD',
      totalMinor: revenue.reduce((sum, r) => sum + Number(r.amountMinor), 0),
      byMonth: revenue.map((r) => ({
        month: r.month,
        plan: r.plan === 'one-year-pass' ? 'one-year-pass' : 'lifetime-pass',
        amountMinor: Number(r.amountMinor),
        count: Number(r.n),
      })),
    },
    sessionsFinished: {
      total: Number(finishedTotal?.n ?? 0),
      byDay: finished.map((r) => ({ day: r.day, count: Number(r.n) })),
    },
    explanations: { generated: Number(generated?.n ?? 0), servedFromCache: Number(served?.hits ?? 0) },
    signupsByDay: signups.map((r) => ({ day: r.day, count: Number(r.n) })),
  };
}

/** A rough prompt size (system text, rule and rationale) added to each generated answer's own length. */
const PROMPT_TOKENS = 350;

export async function explanationStats(
  db: Db,
  ai: { model: string | null; usdPerMillionTokens: number | null },
  now = new Date(),
): Promise<AdminExplanations> {
  const byProviderLanguage = await db
    .select({ provider: explanations.provider, language: explanations.language, n: count() })
    .from(explanations)
    .groupBy(explanations.provider, explanations.language)
    .orderBy(desc(count()));
  const [totals] = await db
    .select({
      hits: sql<number>`coalesce(sum(${explanationServes.hits}), 0)::int`,
      misses: sql<number>`coalesce(sum(${explanationServes.misses}), 0)::int`,
    })
    .from(explanationServes);
  const byDay = await db
    .select({
      day: explanationServes.day,
      hits: sql<number>`sum(${explanationServes.hits})::int`,
      misses: sql<number>`sum(${explanationServes.misses})::int`,
    })
    .from(explanationServes)
    .where(gte(explanationServes.day, since(30, now).toISOString().slice(0, 10)))
    .groupBy(explanationServes.day)
    .orderBy(explanationServes.day);
  const [aiRows] = await db
    .select({ n: count(), chars: sql<number>`coalesce(sum(length(${explanations.content})), 0)::int` })
    .from(explanations)
    .where(ne(explanations.provider, 'rules'));
  const recent = await db.select().from(explanations).orderBy(desc(explanations.createdAt)).limit(10);
  const ratings = await db
    .select({
      provider: explanationRatings.provider,
      language: explanationRatings.language,
      yes: sql<number>`sum(${explanationRatings.yes})::int`,
      no: sql<number>`sum(${explanationRatings.no})::int`,
    })
    .from(explanationRatings)
    .groupBy(explanationRatings.provider, explanationRatings.language)
    .orderBy(explanationRatings.provider, explanationRatings.language);
  const hits = Number(totals?.hits ?? 0);
  const misses = Number(totals?.misses ?? 0);
  const generatedByAi = Number(aiRows?.n ?? 0);
  const estimatedTokens = Math.round(Number(aiRows?.chars ?? 0) / 4) + generatedByAi * PROMPT_TOKENS;
  return {
    byProviderLanguage: byProviderLanguage.map((r) => ({
      provider: r.provider,
      language: r.language,
      count: Number(r.n),
    })),
    served: { hits, misses, hitRate: hits + misses ? hits / (hits + misses) : null },
    ratings: {
      byProviderLanguage: ratings.map((r) => ({
        provider: r.provider,
        language: r.language,
        yes: Number(r.yes),
        no: Number(r.no),
      })),
    },
    servedByDay: byDay.map((r) => ({ day: r.day, hits: Number(r.hits), misses: Number(r.misses) })),
    ai: {
      configured: ai.model !== null,
      model: ai.model,
      generated: generatedByAi,
      estimatedTokens,
      estimatedCostUsd:
        ai.usdPerMillionTokens === null ? null : Math.round(estimatedTokens * ai.usdPerMillionTokens) / 1e6,
    },
    recent: recent.map((r) => ({
      exerciseId: r.exerciseId,
      answer: r.answer,
      language: r.language,
      provider: r.provider,
      content: r.content.slice(0, 600),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/**
 * The funnel of both specs' events by day. People are counted by the browser's anonymous id (kept across
 * sign-in, so a visitor and the learner they become are one person), else by user id; "paid" comes from
 * the orders, counted by user.
 */
export async function funnel(db: Db, days: number, now = new Date()): Promise<AdminFunnel> {
  const from = since(days, now);
  const eventSteps = FUNNEL_STEPS.filter((s) => s !== 'paid') as string[];
  const who = sql`coalesce(${events.anonymousId}, ${events.userId})`;
  const perStep = await db
    .select({ name: events.name, people: sql<number>`count(distinct ${who})::int`, n: count() })
    .from(events)
    .where(and(inArray(events.name, eventSteps), gte(events.occurredAt, from)))
    .groupBy(events.name);
  const day = dayOf(events.occurredAt);
  const perDay = await db
    .select({ day, name: events.name, n: count() })
    .from(events)
    .where(and(inArray(events.name, eventSteps), gte(events.occurredAt, from)))
    .groupBy(day, events.name);
  const paidWhere = and(
    isNotNull(orders.paidAt),
    gte(orders.paidAt, from),
    ne(orders.status, 'pending'),
    ne(orders.status, 'failure'),
  );
  const [paid] = await db
    .select({ people: sql<number>`count(distinct ${orders.userId})::int`, n: count() })
    .from(orders)
    .where(paidWhere);
  const paidDay = dayOf(orders.paidAt);
  const paidPerDay = await db
    .select({ day: paidDay, n: count() })
    .from(orders)
    .where(paidWhere)
    .groupBy(paidDay);

  const found = new Map(perStep.map((r) => [r.name, { people: Number(r.people), events: Number(r.n) }]));
  found.set('paid', { people: Number(paid?.people ?? 0), events: Number(paid?.n ?? 0) });
  let previous: number | null = null;
  const steps = FUNNEL_STEPS.map((step: FunnelStep) => {
    const figures = found.get(step) ?? { people: 0, events: 0 };
    const conversion = previous === null ? null : previous > 0 ? figures.people / previous : 0;
    previous = figures.people;
    return { step, ...figures, conversion };
  });
  const byDay = new Map<string, Record<string, number>>();
  for (let i = days - 1; i >= 0; i--)
    byDay.set(new Date(now.getTime() - i * DAY).toISOString().slice(0, 10), {});
  for (const r of [...perDay, ...paidPerDay.map((p) => ({ ...p, name: 'paid' }))]) {
    const counts = byDay.get(r.day) ?? {};
    counts[r.name] = Number(r.n);
    byDay.set(r.day, counts);
  }
  return { days, steps, byDay: [...byDay].map(([d, counts]) => ({ day: d, counts })) };
}

import type { AdminExplanations, AdminFunnel, AdminOverview, FunnelStep } from '@gapwise/contracts';
import { FUNNEL_STEPS } from '@gapwise/contracts';
import type { Db } from '../../db/client.ts';
import { listAudit } from './audit.repository.ts';
import {
  countExplanations,
  countFinishedSessions,
  countLearners,
  explanationServesByDay,
  explanationServeTotals,
  explanationsByProviderLanguage,
  finishedSessionsByDay,
  funnelEvents,
  modelExplanationSize,
  paidSince,
  ratingsByProviderLanguage,
  recentExplanations,
  revenueByMonth,
  signupsByDay,
} from './stats.repository.ts';

const DAY = 86_400_000;
const since = (days: number, now: Date) => new Date(now.getTime() - days * DAY);

/** The newest admin actions, for the audit list. */
export const recentAudit = (db: Db) => listAudit(db);

export async function overview(db: Db, now = new Date()): Promise<AdminOverview> {
  const [total, new7, new30, premium] = await Promise.all([
    countLearners(db),
    countLearners(db, { createdSince: since(7, now) }),
    countLearners(db, { createdSince: since(30, now) }),
    countLearners(db, { premiumAt: now }),
  ]);
  const revenue = await revenueByMonth(db);
  const finished = await finishedSessionsByDay(db, since(30, now));
  const finishedTotal = await countFinishedSessions(db);
  const signups = await signupsByDay(db, since(30, now));
  const generated = await countExplanations(db);
  const served = await explanationServeTotals(db);
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
      total: finishedTotal,
      byDay: finished.map((r) => ({ day: r.day, count: Number(r.n) })),
    },
    explanations: { generated, servedFromCache: served.hits },
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
  const byProviderLanguage = await explanationsByProviderLanguage(db);
  const totals = await explanationServeTotals(db);
  const byDay = await explanationServesByDay(db, since(30, now).toISOString().slice(0, 10));
  const aiRows = await modelExplanationSize(db);
  const recent = await recentExplanations(db, 10);
  const ratings = await ratingsByProviderLanguage(db);
  const { hits, misses } = totals;
  const generatedByAi = aiRows.n;
  const estimatedTokens = Math.round(aiRows.chars / 4) + generatedByAi * PROMPT_TOKENS;
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
  const { perStep, perDay } = await funnelEvents(db, eventSteps, from);
  const paid = await paidSince(db, from);
  const paidPerDay = paid.perDay;

  const found = new Map(perStep.map((r) => [r.name, { people: Number(r.people), events: Number(r.n) }]));
  found.set('paid', { people: paid.people, events: paid.n });
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

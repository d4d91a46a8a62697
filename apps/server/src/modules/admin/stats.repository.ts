import { and, count, desc, eq, gte, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  events,
  explanationRatings,
  explanationServes,
  explanations,
  orders,
  users,
} from '../../db/schema/index.ts';

/** The queries behind the admin figures; stats.service.ts shapes them into the answers. */

const dayOf = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const learner = eq(users.role, 'user');

/** Learners (not admins), optionally only those created since `createdSince` or premium at `premiumAt`. */
export async function countLearners(
  db: DbOrTx,
  filter: { createdSince?: Date; premiumAt?: Date } = {},
): Promise<number> {
  const extra: SQL[] = [];
  if (filter.createdSince) extra.push(gte(users.createdAt, filter.createdSince));
  if (filter.premiumAt) extra.push(sql`${users.premiumUntil} > ${filter.premiumAt}`);
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(learner, ...extra));
  return Number(row?.n ?? 0);
}

/** Paid orders summed per month, plan and currency, oldest month first. */
export function revenueByMonth(db: DbOrTx) {
  const month = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
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
}

export function finishedSessionsByDay(db: DbOrTx, from: Date) {
  const day = dayOf(events.occurredAt);
  return db
    .select({ day, n: count() })
    .from(events)
    .where(and(eq(events.name, 'exercise_finished'), gte(events.occurredAt, from)))
    .groupBy(day)
    .orderBy(day);
}

export async function countFinishedSessions(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(events).where(eq(events.name, 'exercise_finished'));
  return Number(row?.n ?? 0);
}

export function signupsByDay(db: DbOrTx, from: Date) {
  const day = dayOf(users.createdAt);
  return db
    .select({ day, n: count() })
    .from(users)
    .where(and(learner, gte(users.createdAt, from)))
    .groupBy(day)
    .orderBy(day);
}

export async function countExplanations(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(explanations);
  return Number(row?.n ?? 0);
}

/** Explanations served from the cache (hits) and generated for a request (misses), all time. */
export async function explanationServeTotals(db: DbOrTx): Promise<{ hits: number; misses: number }> {
  const [row] = await db
    .select({
      hits: sql<number>`coalesce(sum(${explanationServes.hits}), 0)::int`,
      misses: sql<number>`coalesce(sum(${explanationServes.misses}), 0)::int`,
    })
    .from(explanationServes);
  return { hits: Number(row?.hits ?? 0), misses: Number(row?.misses ?? 0) };
}

export function explanationsByProviderLanguage(db: DbOrTx) {
  return db
    .select({ provider: explanations.provider, language: explanations.language, n: count() })
    .from(explanations)
    .groupBy(explanations.provider, explanations.language)
    .orderBy(desc(count()));
}

/** Hits and misses per day from `fromDay` (YYYY-MM-DD). */
export function explanationServesByDay(db: DbOrTx, fromDay: string) {
  return db
    .select({
      day: explanationServes.day,
      hits: sql<number>`sum(${explanationServes.hits})::int`,
      misses: sql<number>`sum(${explanationServes.misses})::int`,
    })
    .from(explanationServes)
    .where(gte(explanationServes.day, fromDay))
    .groupBy(explanationServes.day)
    .orderBy(explanationServes.day);
}

/** How many explanations a model (not the rules) wrote, and their total length in characters. */
export async function modelExplanationSize(db: DbOrTx): Promise<{ n: number; chars: number }> {
  const [row] = await db
    .select({ n: count(), chars: sql<number>`coalesce(sum(length(${explanations.content})), 0)::int` })
    .from(explanations)
    .where(ne(explanations.provider, 'rules'));
  return { n: Number(row?.n ?? 0), chars: Number(row?.chars ?? 0) };
}

export function recentExplanations(db: DbOrTx, limit: number) {
  return db.select().from(explanations).orderBy(desc(explanations.createdAt)).limit(limit);
}

export function ratingsByProviderLanguage(db: DbOrTx) {
  return db
    .select({
      provider: explanationRatings.provider,
      language: explanationRatings.language,
      yes: sql<number>`sum(${explanationRatings.yes})::int`,
      no: sql<number>`sum(${explanationRatings.no})::int`,
    })
    .from(explanationRatings)
    .groupBy(explanationRatings.provider, explanationRatings.language)
    .orderBy(explanationRatings.provider, explanationRatings.language);
}

/**
 * Events of the named steps since `from`: per step, the people (the browser's anonymous id, kept across
 * sign-in, else the user id) and the events; and per day and step, the events.
 */
export async function funnelEvents(db: DbOrTx, names: string[], from: Date) {
  const who = sql`coalesce(${events.anonymousId}, ${events.userId})`;
  const where = and(inArray(events.name, names), gte(events.occurredAt, from));
  const perStep = await db
    .select({ name: events.name, people: sql<number>`count(distinct ${who})::int`, n: count() })
    .from(events)
    .where(where)
    .groupBy(events.name);
  const day = dayOf(events.occurredAt);
  const perDay = await db
    .select({ day, name: events.name, n: count() })
    .from(events)
    .where(where)
    .groupBy(day, events.name);
  return { perStep, perDay };
}

/** Orders paid since `from` (and not failed or still open): people (by user) and orders, in all and per day. */
export async function paidSince(db: DbOrTx, from: Date) {
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
  const day = dayOf(orders.paidAt);
  const perDay = await db.select({ day, n: count() }).from(orders).where(paidWhere).groupBy(day);
  return { people: Number(paid?.people ?? 0), n: Number(paid?.n ?? 0), perDay };
}

import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  exerciseAnswerStats,
  exerciseDecisions,
  exerciseReports,
  exerciseSignals,
  explanationRatings,
} from '../../db/schema/index.ts';

export type AnswerStatsRow = typeof exerciseAnswerStats.$inferInsert;
export type RatingRow = typeof explanationRatings.$inferInsert;
export type SignalRow = typeof exerciseSignals.$inferInsert;

/** Adds a batch of per-choice answer sums to the stored ones. */
export async function addAnswerStats(db: Db, batch: AnswerStatsRow[]): Promise<void> {
  await db
    .insert(exerciseAnswerStats)
    .values(batch)
    .onConflictDoUpdate({
      target: [exerciseAnswerStats.exerciseId, exerciseAnswerStats.choice],
      set: {
        picks: sql`${exerciseAnswerStats.picks} + excluded.picks`,
        restN: sql`${exerciseAnswerStats.restN} + excluded.rest_n`,
        restSum: sql`${exerciseAnswerStats.restSum} + excluded.rest_sum`,
        strongPicks: sql`${exerciseAnswerStats.strongPicks} + excluded.strong_picks`,
        isKey: sql`excluded.is_key`,
      },
    });
}

/** Adds a batch of explanation rating tallies to the stored ones. */
export async function addRatings(db: Db, batch: RatingRow[]): Promise<void> {
  await db
    .insert(explanationRatings)
    .values(batch)
    .onConflictDoUpdate({
      target: [
        explanationRatings.exerciseId,
        explanationRatings.choice,
        explanationRatings.language,
        explanationRatings.provider,
      ],
      set: {
        yes: sql`${explanationRatings.yes} + excluded.yes`,
        no: sql`${explanationRatings.no} + excluded.no`,
      },
    });
}

/** The moderators' decisions on these exercises. */
export function readDecisions(db: Db, ids: string[]) {
  return db.select().from(exerciseDecisions).where(inArray(exerciseDecisions.exerciseId, ids));
}

/** Stores (or replaces) the signals of a batch of exercises. */
export async function writeSignals(db: Db, values: SignalRow[]): Promise<void> {
  await db
    .insert(exerciseSignals)
    .values(values)
    .onConflictDoUpdate({
      target: exerciseSignals.exerciseId,
      set: {
        flags: sql`excluded.flags`,
        silenced: sql`excluded.silenced`,
        severity: sql`excluded.severity`,
        answers: sql`excluded.answers`,
        openReports: sql`excluded.open_reports`,
        demoted: sql`excluded.demoted`,
        confirmed: sql`excluded.confirmed`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** The stored per-choice answer sums of these exercises. */
export function readAnswerStats(db: Db, ids: string[]) {
  return db.select().from(exerciseAnswerStats).where(inArray(exerciseAnswerStats.exerciseId, ids));
}

/** Answers and right answers per topic, over these topics. */
export function readTopicRates(db: Db, topics: string[]) {
  return db
    .select({
      topicSlug: exerciseAnswerStats.topicSlug,
      answers: sql<number>`coalesce(sum(${exerciseAnswerStats.picks}), 0)::int`,
      correct: sql<number>`coalesce(sum(${exerciseAnswerStats.picks}) filter (where ${exerciseAnswerStats.isKey}), 0)::int`,
    })
    .from(exerciseAnswerStats)
    .where(inArray(exerciseAnswerStats.topicSlug, topics))
    .groupBy(exerciseAnswerStats.topicSlug);
}

/** Unresolved reports per exercise, over these exercises. */
export function countOpenReports(db: Db, ids: string[]) {
  return db
    .select({ exerciseId: exerciseReports.exerciseId, n: sql<number>`count(*)::int` })
    .from(exerciseReports)
    .where(and(inArray(exerciseReports.exerciseId, ids), isNull(exerciseReports.resolvedAt)))
    .groupBy(exerciseReports.exerciseId);
}

/** The stored explanation ratings of these exercises. */
export function readRatings(db: Db, ids: string[]) {
  return db.select().from(explanationRatings).where(inArray(explanationRatings.exerciseId, ids));
}

/** The exercises stored as demoted or confirmed. */
export function readTierSignals(db: Db) {
  return db
    .select({
      id: exerciseSignals.exerciseId,
      demoted: exerciseSignals.demoted,
      confirmed: exerciseSignals.confirmed,
    })
    .from(exerciseSignals)
    .where(sql`${exerciseSignals.demoted} or ${exerciseSignals.confirmed}`);
}

import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Learners' first answers per exercise and choice (issue 20), added up in memory and written in batches
 * (additive, so every instance writes its own share). `restN`/`restSum`: of the picks whose learner
 * answered enough other exercises in the same session, how many and the sum of their share right on those;
 * `strongPicks`: picks by learners whose share right on the rest was high.
 */
export const exerciseAnswerStats = pgTable(
  'exercise_answer_stats',
  {
    exerciseId: text('exercise_id').notNull(),
    choice: text('choice').notNull(),
    topicSlug: text('topic_slug').notNull(),
    /** The exercise's key when the answers were counted, so a topic's right rate is one grouped sum. */
    isKey: boolean('is_key').notNull(),
    picks: integer('picks').notNull().default(0),
    restN: integer('rest_n').notNull().default(0),
    restSum: doublePrecision('rest_sum').notNull().default(0),
    strongPicks: integer('strong_picks').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.exerciseId, t.choice] }),
    index('exercise_answer_stats_topic_idx').on(t.topicSlug),
  ],
);

/** "Was this helpful?" per explanation: exercise, choice, language and provider. */
export const explanationRatings = pgTable(
  'explanation_ratings',
  {
    exerciseId: text('exercise_id').notNull(),
    choice: text('choice').notNull(),
    language: text('language').notNull(),
    provider: text('provider').notNull(),
    yes: integer('yes').notNull().default(0),
    no: integer('no').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.exerciseId, t.choice, t.language, t.provider] })],
);

/**
 * The verdict on each exercise that has evidence, recomputed whenever its evidence changes: the active
 * flags (rules not silenced by a "keep"), how bad, and whether clean answers confirm it. The topic route
 * reads the flagged and confirmed ids from here (every few seconds) to adjust the high-quality tier.
 */
export const exerciseSignals = pgTable(
  'exercise_signals',
  {
    exerciseId: text('exercise_id').primaryKey(),
    topicSlug: text('topic_slug').notNull(),
    flags: jsonb('flags').$type<string[]>().notNull().default([]),
    silenced: jsonb('silenced').$type<string[]>().notNull().default([]),
    severity: doublePrecision('severity').notNull().default(0),
    answers: integer('answers').notNull().default(0),
    openReports: integer('open_reports').notNull().default(0),
    /** Out of the high-quality tier: an active flag on the exercise itself (not only on an explanation). */
    demoted: boolean('demoted').notNull().default(false),
    confirmed: boolean('confirmed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exercise_signals_severity_idx').on(t.severity)],
);

/**
 * An admin's decision on a queued exercise: "keep" (silences the flags it names until the evidence moves
 * past what it was) or "fix-generator" (a note for the people who fix generators). Disabling lives in
 * `disabled_exercises`. Every decision is audited as well.
 */
export const exerciseDecisions = pgTable('exercise_decisions', {
  exerciseId: text('exercise_id').primaryKey(),
  kind: text('kind').notNull(),
  note: text('note').notNull(),
  /** The flags shown when it was kept. */
  rules: jsonb('rules').$type<string[]>().notNull().default([]),
  /** The evidence then: answers, open reports, unhelpful ratings. */
  evidence: jsonb('evidence').$type<{ answers: number; reports: number; unhelpful: number }>().notNull(),
  adminId: text('admin_id').notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
});

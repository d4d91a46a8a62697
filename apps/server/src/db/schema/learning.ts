import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Explanations, generated once and served to every learner after that. The key hashes exercise, answer,
 * language, provider+model and prompt version, so a new prompt or model never serves stale text.
 */
export const explanations = pgTable(
  'explanations',
  {
    key: text('key').primaryKey(),
    exerciseId: text('exercise_id').notNull(),
    answer: text('answer').notNull(),
    language: text('language').notNull(),
    provider: text('provider').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('explanations_exercise_idx').on(t.exerciseId)],
);

/** First-party analytics events. */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    userId: text('user_id'),
    anonymousId: text('anonymous_id'),
    props: jsonb('props').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_name_time_idx').on(t.name, t.occurredAt), index('events_user_idx').on(t.userId)],
);

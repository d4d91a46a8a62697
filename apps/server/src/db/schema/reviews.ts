import {
  bigserial,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A learner's mistakes, each an FSRS card (ts-fsrs) scheduled for review (issue 17). One row per learner
 * and exercise; the rule and error type let a review serve a sibling exercise that tests the same thing.
 */
export const reviewItems = pgTable(
  'review_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: text('exercise_id').notNull(),
    topicSlug: text('topic_slug').notNull(),
    /** The exercise's rule (rationale.ruleId). */
    ruleKey: text('rule_key'),
    /** The error model of the wrong choice picked last, when known. */
    errorType: text('error_type'),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_items_user_exercise_idx').on(t.userId, t.exerciseId),
    index('review_items_user_due_idx').on(t.userId, t.due),
  ],
);

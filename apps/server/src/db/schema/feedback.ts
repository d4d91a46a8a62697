import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages from the landing page's contact form; forwardedAt is set once support's mail was handed over. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Learners' reports of a problem with an exercise, for the admins' content view. */
export const exerciseReports = pgTable(
  'exercise_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    exerciseId: text('exercise_id').notNull(),
    topicSlug: text('topic_slug').notNull(),
    reason: text('reason').notNull(),
    comment: text('comment'),
    answer: text('answer'),
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('exercise_reports_exercise_idx').on(t.exerciseId),
    index('exercise_reports_open_idx').on(t.resolvedAt, t.createdAt),
  ],
);

import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Every change an admin makes (premium granted or revoked, payment reversed, exercise switched off…). */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: text('admin_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_target_idx').on(t.targetType, t.targetId),
    index('admin_audit_created_idx').on(t.createdAt),
  ],
);

/**
 * Exercises an admin switched off, keyed by the stable exercise id. Kept apart from the bank's tables,
 * which the content loader rewrites, so a content rebuild never switches one back on.
 */
export const disabledExercises = pgTable('disabled_exercises', {
  exerciseId: text('exercise_id').primaryKey(),
  topicSlug: text('topic_slug').notNull(),
  disabledBy: text('disabled_by').notNull(),
  reason: text('reason').notNull(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Explanations served per day, provider and language: from the cache (hits) or generated (misses). */
export const explanationServes = pgTable(
  'explanation_serves',
  {
    day: date('day', { mode: 'string' }).notNull(),
    provider: text('provider').notNull(),
    language: text('language').notNull(),
    hits: integer('hits').notNull().default(0),
    misses: integer('misses').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.provider, t.language] })],
);

/**
 * Premium an admin granted, apart from the orders: a user's premium end is the later of this and what
 * their paid orders give, so a later payment or reversal never wipes a grant (and a grant never hides a
 * reversal).
 */
export const premiumGrants = pgTable('premium_grants', {
  userId: text('user_id').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
  grantedBy: text('granted_by').notNull(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

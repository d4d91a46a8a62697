import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Trimmed and lower-cased: the identity of an e-mail account. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<'user' | 'admin'>().notNull().default('user'),
    locale: text('locale').$type<'en' | 'uk'>().notNull().default('en'),
    /** Google account id when linked. */
    googleSub: text('google_sub'),
    /** Onboarding answers (goal, level, age) as JSON text, saved once. */
    quizString: text('quiz_string'),
    /** Premium lasts until this moment; a lifetime pass sets a far-future date. Null: never premium. */
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    /** Set once the e-mail has been proven by a code or a verified Google token. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email), uniqueIndex('users_google_sub_idx').on(t.googleSub)],
);

/** Best stars per topic, and per-answer counts for the topics that keep them ("smart"). */
export const sectionRecords = pgTable(
  'section_records',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sectionSlug: text('section_slug').notNull(),
    topicSlug: text('topic_slug').notNull(),
    stars: integer('stars').notNull().default(0),
    /** { [lower-cased correct answer]: { correct, incorrect } } */
    smart: jsonb('smart').$type<Record<string, { correct: number; incorrect: number }>>(),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sectionSlug, t.topicSlug] })],
);

/**
 * Refresh sessions. The refresh token is stored only as a hash; rotation replaces it, and reuse of an old
 * one revokes the whole family. Access tokens carry the session id, so logout stops them at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    refreshHash: text('refresh_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_refresh_hash_idx').on(t.refreshHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** One live sign-in code per e-mail, hashed with the server secret. */
export const otpCodes = pgTable('otp_codes', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** Registration carries the name the account is created with. */
  pendingName: text('pending_name'),
});

/** Counters for rate limits shared by every instance (fixed windows keyed by purpose and subject). */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/** The development outbox: every mail the built-in mailer "sends". */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

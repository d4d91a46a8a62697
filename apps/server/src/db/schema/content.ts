import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

/** Small key-value facts about the database, such as the hash of the loaded content bank. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sections = pgTable('sections', {
  slug: text('slug').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameUk: text('name_uk').notNull(),
  ord: integer('ord').notNull(),
});

export const topics = pgTable(
  'topics',
  {
    slug: text('slug').primaryKey(),
    sectionSlug: text('section_slug')
      .notNull()
      .references(() => sections.slug),
    nameEn: text('name_en').notNull(),
    nameUk: text('name_uk').notNull(),
    level: text('level').notNull(),
    ord: integer('ord').notNull(),
    possibleAnswers: jsonb('possible_answers').$type<string[]>().notNull(),
    card: jsonb('card').notNull(),
    rules: jsonb('rules').notNull(),
    totalExercises: integer('total_exercises').notNull().default(0),
  },
  (t) => [index('topics_section_idx').on(t.sectionSlug, t.ord)],
);

export const exercises = pgTable(
  'exercises',
  {
    /** Stable across content rebuilds (hash of topic, sentence, answer). */
    id: text('id').primaryKey(),
    topicSlug: text('topic_slug')
      .notNull()
      .references(() => topics.slug),
    /** Position inside the topic, dense from 0 for served exercises: sampling picks random ords. */
    ord: integer('ord').notNull(),
    text: text('text').notNull(),
    choices: jsonb('choices').$type<string[]>().notNull(),
    answer: text('answer').notNull(),
    rationale: jsonb('rationale').notNull(),
    skeleton: text('skeleton').notNull(),
    quality: real('quality').notNull(),
    highQuality: boolean('high_quality').notNull(),
    /** Switched off by an admin: never served. Survives content reloads. */
    disabled: boolean('disabled').notNull().default(false),
    /** No longer produced by the content engine; kept because history and reports may point at it. */
    retired: boolean('retired').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('exercises_topic_ord_idx').on(t.topicSlug, t.ord)],
);

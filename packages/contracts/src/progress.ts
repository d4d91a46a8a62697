import { z } from 'zod';
import { localizedSchema } from './learning.ts';

/** The learner's own progress page; `tzOffset` is minutes east of UTC, so "today" is the learner's day. */
export const progressOverviewQuerySchema = z.object({
  tzOffset: z.coerce.number().int().min(-840).max(840).default(0),
});

/** First tries on one day (YYYY-MM-DD in the learner's time zone). */
export const accuracyPointSchema = z.object({
  day: z.string(),
  answered: z.number().int(),
  correct: z.number().int(),
});

export const topicProgressSchema = z.object({
  slug: z.string(),
  name: localizedSchema,
  stars: z.number().int().min(0).max(3),
  /** Three stars: every answer of a session right on the first try. */
  mastered: z.boolean(),
  answered: z.number().int(),
  correct: z.number().int(),
});

export const sectionProgressSchema = z.object({
  slug: z.string(),
  name: localizedSchema,
  /** Days with answers in the last 30, oldest first. */
  accuracy: z.array(accuracyPointSchema),
  topics: z.array(topicProgressSchema),
});

/** A confusion the learner keeps making: a distractor's error type in one topic. */
export const weakRuleSchema = z.object({
  sectionSlug: z.string(),
  topicSlug: z.string(),
  topicName: localizedSchema,
  errorType: z.string(),
  /** The most frequent slip of this kind: what was chosen, what was needed, and the clue. */
  chosen: z.string(),
  answer: z.string(),
  clue: z.string(),
  /** The rule the right answer follows, in plain words. */
  rule: localizedSchema,
  misses: z.number().int(),
  answered: z.number().int(),
});

export const progressOverviewSchema = z.object({
  answered: z.number().int(),
  correct: z.number().int(),
  mastered: z.object({ count: z.number().int(), total: z.number().int() }),
  sections: z.array(sectionProgressSchema),
  weakRules: z.array(weakRuleSchema),
  week: z.object({
    /** Monday to Sunday of the learner's current week. */
    days: z.array(z.object({ day: z.string(), practised: z.boolean(), future: z.boolean() })),
    /** Days practised in a row, one missed day forgiven. */
    streak: z.number().int(),
  }),
  suggestion: z
    .object({ sectionSlug: z.string(), topicSlug: z.string(), name: localizedSchema, level: z.string() })
    .nullable(),
});
export type ProgressOverview = z.infer<typeof progressOverviewSchema>;

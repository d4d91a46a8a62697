import { z } from 'zod';
import { REVIEW_MERGE_MAX, REVIEW_SESSION_MAX } from './constants.ts';
import { exerciseSchema, localizedSchema } from './learning.ts';

/**
 * Spaced review of a learner's mistakes (issue 17): every wrong answer of a signed-in learner becomes an
 * FSRS card; these are the wire shapes of recording answers, reading what is due and answering a review.
 */

const exerciseId = z.string().trim().min(1).max(40);

/** An answer given in an ordinary session (the exercise screen sends each one, signed in only). */
export const recordAnswerBodySchema = z.object({
  exerciseId,
  correct: z.boolean(),
  /** False for a right answer after a hint or on a second try. */
  firstTry: z.boolean().default(true),
  /** The choice picked, so a wrong one's error type is kept with the item (optional). */
  answer: z.string().max(200).optional(),
});

export const reviewStateSchema = z.object({
  id: z.string(),
  exerciseId: z.string(),
  topicSlug: z.string(),
  due: z.iso.datetime(),
  reps: z.number().int(),
  lapses: z.number().int(),
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: z.number().int(),
  isDue: z.boolean(),
});
export type ReviewState = z.infer<typeof reviewStateSchema>;

/** Null when the answer did not touch the schedule (a right first try on an exercise never missed). */
export const recordAnswerResultSchema = z.object({ item: reviewStateSchema.nullable() });

export const reviewSummarySchema = z.object({
  due: z.number().int(),
  /** When the next item not yet due falls due (absent when none is waiting). */
  nextDue: z.iso.datetime().optional(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewSessionQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(REVIEW_SESSION_MAX).default(10),
  /**
   * Comma-separated exercise ids: the learner's items for these, due or not ("Practise my mistakes" right
   * after a session, when FSRS has set them a minute or more ahead).
   */
  exerciseIds: z
    .string()
    .max(REVIEW_SESSION_MAX * 41)
    .transform((v) => v.split(',').filter((id) => id.length > 0))
    .pipe(z.array(z.string().min(1).max(40)).max(REVIEW_SESSION_MAX))
    .optional(),
});

export const reviewSessionItemSchema = z.object({
  /** The review item this answer reviews (also when a sibling exercise stands in for its own). */
  reviewId: z.string(),
  exercise: exerciseSchema,
  topicSlug: z.string(),
  sectionSlug: z.string(),
  topicName: localizedSchema,
  /** True when a sibling of the same topic and rule stands in for an exercise served too often. */
  sibling: z.boolean(),
});
export type ReviewSessionItem = z.infer<typeof reviewSessionItemSchema>;

export const reviewSessionSchema = z.object({ items: z.array(reviewSessionItemSchema) });

export const reviewIdParamsSchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,15}$/) });

export const reviewAnswerBodySchema = z.object({ correct: z.boolean(), firstTry: z.boolean().default(true) });

export const reviewAnswerResultSchema = z.object({ item: reviewStateSchema });

/** Mistakes made before signing in, kept in the browser and merged at sign-in (idempotent). */
export const reviewMergeBodySchema = z.object({
  mistakes: z
    .array(z.object({ exerciseId, at: z.iso.datetime() }))
    .min(1)
    .max(REVIEW_MERGE_MAX),
});

export const reviewMergeResultSchema = z.object({
  merged: z.number().int(),
  /** Exercises unknown, locked for this learner or already reviewed since: left out, not an error. */
  skipped: z.number().int(),
});

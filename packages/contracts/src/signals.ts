import { z } from 'zod';
import { adminExerciseSchema, adminReasonSchema } from './admin.ts';
import { languageSchema } from './explanations.ts';

/**
 * Learners' answers as a quality signal (issue 20): per-exercise statistics, automatic flags, the admin's
 * content queue and the "Was this helpful?" rating. The rules and thresholds: docs/content-quality.md,
 * "Learners' answers".
 */

/** The automatic flags, by stable name (the admin and `npm run content:flags` explain each). */
export const FLAG_RULES = [
  /** Learners who otherwise score well pick a distractor more often than the key. */
  'distractor-beats-key',
  /** Right far less often than the rest of its topic. */
  'far-harder-than-topic',
  /** Right far more often than the rest of its topic (it gives itself away). */
  'far-easier-than-topic',
  /** Learners reported it more than once. */
  'reported',
  /** Learners marked an explanation of it unhelpful. */
  'unhelpful-explanation',
] as const;
export type FlagRule = (typeof FLAG_RULES)[number];
export const flagRuleSchema = z.enum(FLAG_RULES);

/** "Was this helpful?" under an explanation: one explanation is (exercise, choice, language, provider). */
export const explanationRatingBodySchema = z.object({
  exerciseId: z.string().min(1).max(40),
  /** The choice the explanation was about. */
  answer: z.string().trim().min(1).max(80),
  language: languageSchema,
  provider: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9._:-]+$/i, 'Unknown provider'),
  helpful: z.boolean(),
});
export type ExplanationRatingBody = z.input<typeof explanationRatingBodySchema>;
export const explanationRatingResultSchema = z.object({ received: z.literal(true) });

export const choiceStatSchema = z.object({
  choice: z.string(),
  isKey: z.boolean(),
  picks: z.number(),
  pickRate: z.number().nullable(),
  /** Mean share right on the rest of the session, of the learners who picked this choice. */
  restScore: z.number().nullable(),
  /**
   * Discrimination index: that mean minus the mean of the learners who picked something else (positive
   * for a good key, negative for a good distractor).
   */
  discrimination: z.number().nullable(),
  /** Picks by learners who scored well on the rest of their session. */
  strongPicks: z.number(),
});

export const exerciseStatsSchema = z.object({
  answers: z.number(),
  correctRate: z.number().nullable(),
  topicCorrectRate: z.number().nullable(),
  strongAnswers: z.number(),
  choices: z.array(choiceStatSchema),
});
export type ExerciseStats = z.infer<typeof exerciseStatsSchema>;

export const ratingStatSchema = z.object({
  choice: z.string(),
  language: z.string(),
  provider: z.string(),
  yes: z.number(),
  no: z.number(),
});

export const queueFlagSchema = z.object({
  rule: flagRuleSchema,
  /** The figures behind it, in one line (the web words the rule itself). */
  evidence: z.string(),
  /** Kept by an admin, and the evidence has not changed enough since to show it again. */
  silenced: z.boolean(),
});

export const QUEUE_STATUSES = ['open', 'generator', 'kept'] as const;
export const queueItemSchema = z.object({
  exercise: adminExerciseSchema,
  rationale: z.string(),
  severity: z.number(),
  flags: z.array(queueFlagSchema),
  /** Below the minimum number of answers the statistical flags cannot speak yet. */
  enoughAnswers: z.boolean(),
  stats: exerciseStatsSchema,
  ratings: z.array(ratingStatSchema),
  reports: z.array(
    z.object({
      id: z.number(),
      reason: z.string(),
      comment: z.string().nullable(),
      answer: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  decision: z
    .object({
      kind: z.enum(['keep', 'fix-generator']),
      note: z.string(),
      adminEmail: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const adminQueueQuerySchema = z.object({
  status: z.enum(QUEUE_STATUSES).default('open'),
  topic: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const adminQueueSchema = z.object({
  items: z.array(queueItemSchema),
  total: z.number(),
  thresholds: z.object({
    minAnswers: z.number(),
    minStrongAnswers: z.number(),
    minRatings: z.number(),
    confirmAnswers: z.number(),
  }),
});
export type AdminQueue = z.infer<typeof adminQueueSchema>;

/** An action on a queued exercise: every one is audited with its note. */
export const queueDecisionBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('disable'), note: adminReasonSchema }),
  z.object({ action: z.literal('keep'), note: adminReasonSchema }),
  z.object({ action: z.literal('fix-generator'), note: adminReasonSchema }),
]);
export type QueueDecisionBody = z.input<typeof queueDecisionBodySchema>;
export const queueDecisionResultSchema = z.object({
  id: z.string(),
  action: z.enum(['disable', 'keep', 'fix-generator']),
});

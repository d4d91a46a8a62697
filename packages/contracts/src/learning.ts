import { z } from 'zod';

export const LEVELS = ['basic', 'intermediate', 'advanced'] as const;
export const levelSchema = z.enum(LEVELS);
export type Level = z.infer<typeof levelSchema>;

export const localizedSchema = z.object({ en: z.string(), uk: z.string() });

export const lockReasonSchema = z.enum(['signin', 'premium']);

export const topicSummarySchema = z.object({
  slug: z.string(),
  sectionSlug: z.string(),
  name: localizedSchema,
  level: levelSchema,
  totalExercises: z.number().int(),
  possibleAnswers: z.array(z.string()),
  isDemo: z.boolean(),
  /** Null when this user may open the topic; otherwise what it takes. */
  lockedBy: lockReasonSchema.nullable(),
});
export type TopicSummary = z.infer<typeof topicSummarySchema>;

export const sectionSchema = z.object({
  slug: z.string(),
  name: localizedSchema,
  topics: z.array(topicSummarySchema),
});
export type Section = z.infer<typeof sectionSchema>;

export const sectionsSchema = z.object({ sections: z.array(sectionSchema) });

/** The catalogue's size as the landing page and the offers quote it (tutorial and playground not counted). */
export const catalogueFiguresSchema = z.object({
  topics: z.number().int().nonnegative(),
  exercises: z.number().int().nonnegative(),
});

export const ruleCardSchema = z.object({
  rule: localizedSchema,
  signals: localizedSchema,
  examples: z.tuple([z.string(), z.string()]),
});

/** An exercise as the spec's client reads it: possibleAnswers[0] are the choices, answers[0] is right. */
export const exerciseSchema = z.object({
  id: z.string(),
  text: z.string(),
  possibleAnswers: z.array(z.array(z.string())),
  answers: z.array(z.string()),
});
export type Exercise = z.infer<typeof exerciseSchema>;

export const topicWithExercisesSchema = topicSummarySchema.extend({
  sectionName: localizedSchema,
  card: ruleCardSchema,
  exercises: z.array(exerciseSchema),
});
export type TopicWithExercises = z.infer<typeof topicWithExercisesSchema>;

const booleanString = z.enum(['true', 'false']).transform((v) => v === 'true');

export const topicParamsSchema = z.object({ slug: z.string().trim().min(1).max(80) });
export const topicQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  isOnlyHighQuality: booleanString.default(false),
  /**
   * A weak-rule session: only exercises that offer this confusion (a distractor's error type, e.g.
   * `agreement-3sg`) or follow this rule id. Unknown to the topic → 400 RULE_NOT_FOUND.
   */
  rule: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'A rule is an error type such as agreement-3sg')
    .optional(),
});

export const checkAnswerParamsSchema = z.object({ id: z.string().min(1).max(40) });
export const checkAnswerBodySchema = z.object({ answer: z.string().max(200) });
export const checkAnswerResultSchema = z.object({ isCorrect: z.boolean(), correctAnswer: z.string() });

/** How many of a topic's exercises the playground serves a visitor (the server holds to it). */
export const PLAYGROUND_EXERCISES = 5;

export const playgroundParamsSchema = topicParamsSchema;
/** A topic to try in the playground: its first exercises only, explanations included, no sign-in. */
export const playgroundTopicSchema = topicWithExercisesSchema.extend({
  exercises: z.array(exerciseSchema).max(PLAYGROUND_EXERCISES),
});
export type PlaygroundTopic = z.infer<typeof playgroundTopicSchema>;

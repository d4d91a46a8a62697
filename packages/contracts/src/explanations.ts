import { z } from 'zod';
import { LANGUAGES } from './constants.ts';

export type LanguageCode = (typeof LANGUAGES)[number][0];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l[0]) as unknown as readonly [
  LanguageCode,
  ...LanguageCode[],
];

const byName = new Map<string, LanguageCode>(
  LANGUAGES.map(([code, english]) => [english.toLowerCase(), code]),
);
const codes = new Set<string>(LANGUAGE_CODES);

/** Accepts a code ("uk") or the English name the settings store ("Ukrainian"). */
export const languageSchema = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .transform((value, ctx) => {
    const lower = value.toLowerCase();
    const code = codes.has(lower) ? (lower as LanguageCode) : byName.get(lower);
    if (!code) {
      ctx.addIssue({ code: 'custom', message: `Language "${value}" is not supported` });
      return z.NEVER;
    }
    return code;
  });

/** An exercise sent inline (playground items carry their own). */
export const inlineExerciseSchema = z.object({
  id: z.string().max(40).optional(),
  text: z.string().min(3).max(400),
  possibleAnswers: z
    .array(z.array(z.string().min(1).max(80)).min(2).max(4))
    .min(1)
    .max(1),
  answers: z.array(z.string().min(1).max(80)).min(1).max(4),
});

export const generateExplanationBodySchema = z
  .object({
    exerciseId: z.string().min(1).max(40).optional(),
    exercise: inlineExerciseSchema.optional(),
    answer: z.string().trim().min(1).max(80),
    language: languageSchema,
    stream: z.boolean().optional(),
  })
  .refine((b) => b.exerciseId || b.exercise, {
    message: 'exerciseId or exercise is required',
    path: ['exerciseId'],
  });
export type GenerateExplanationBody = z.input<typeof generateExplanationBodySchema>;

/** Shaped like a chat completion, as the spec's client reads it: choices[0].message.content. */
export const explanationResultSchema = z.object({
  choices: z.array(z.object({ message: z.object({ role: z.literal('assistant'), content: z.string() }) })),
  provider: z.string(),
  cached: z.boolean(),
});
export type ExplanationResult = z.infer<typeof explanationResultSchema>;

/**
 * A follow-up under an explanation of a bank exercise: another example of the same rule, the same point
 * worded differently, or the explanation in the other of English and Ukrainian. Chosen from these three
 * only: a learner never sends free text to the model.
 */
export const explanationFollowUpBodySchema = z.object({
  exerciseId: z.string().min(1).max(40),
  answer: z.string().trim().min(1).max(80),
  /** The language the learner is reading; 'translate' answers in the other of en and uk. */
  language: languageSchema,
  kind: z.enum(['example', 'rephrase', 'translate']),
});
export type ExplanationFollowUpBody = z.input<typeof explanationFollowUpBodySchema>;

export const explanationFollowUpResultSchema = z.object({
  content: z.string(),
  /** The language the content is in. */
  language: z.string(),
  provider: z.string(),
  cached: z.boolean(),
});
export type ExplanationFollowUpResult = z.infer<typeof explanationFollowUpResultSchema>;

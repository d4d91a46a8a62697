import { z } from 'zod';

/** The 39 explanation languages of learning-area §3: code, English name, native name. */
export const LANGUAGES = [
  ['en', 'English', 'English'],
  ['uk', 'Ukrainian', 'Українська'],
  ['be', 'Belarusian', 'Беларуская'],
  ['es', 'Spanish', 'Español'],
  ['fr', 'French', 'Français'],
  ['de', 'German', 'Deutsch'],
  ['it', 'Italian', 'Italiano'],
  ['pt', 'Portuguese', 'Português'],
  ['pl', 'Polish', 'Polski'],
  ['ro', 'Romanian', 'Română'],
  ['nl', 'Dutch', 'Nederlands'],
  ['sv', 'Swedish', 'Svenska'],
  ['da', 'Danish', 'Dansk'],
  ['fi', 'Finnish', 'Suomi'],
  ['no', 'Norwegian', 'Norsk'],
  ['cs', 'Czech', 'Čeština'],
  ['sk', 'Slovak', 'Slovenčina'],
  ['sl', 'Slovenian', 'Slovenščina'],
  ['hu', 'Hungarian', 'Magyar'],
  ['el', 'Greek', 'Ελληνικά'],
  ['bg', 'Bulgarian', 'Български'],
  ['hr', 'Croatian', 'Hrvatski'],
  ['lt', 'Lithuanian', 'Lietuvių'],
  ['lv', 'Latvian', 'Latviešu'],
  ['et', 'Estonian', 'Eesti'],
  ['mk', 'Macedonian', 'Македонски'],
  ['sr', 'Serbian', 'Српски'],
  ['tr', 'Turkish', 'Türkçe'],
  ['ka', 'Georgian', 'ქართული'],
  ['az', 'Azerbaijani', 'Azərbaycanca'],
  ['kk', 'Kazakh', 'Қазақша'],
  ['hy', 'Armenian', 'Հայերեն'],
  ['ar', 'Arabic', 'العربية'],
  ['zh', 'Chinese', '中文'],
  ['hi', 'Hindi', 'हिन्दी'],
  ['ja', 'Japanese', '日本語'],
  ['ko', 'Korean', '한국어'],
  ['vi', 'Vietnamese', 'Tiếng Việt'],
  ['id', 'Indonesian', 'Bahasa Indonesia'],
] as const;

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

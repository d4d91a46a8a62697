import { z } from 'zod';
import { userSchema } from './users.ts';

/** docs/product-rules.md#sign-in: names and e-mails are at most 50 characters; codes have 5 digits. */
export const EMAIL_MAX = 50;
export const NAME_MAX = 50;
export const OTP_LENGTH = 5;

export const localeSchema = z.enum(['en', 'uk']);
export type Locale = z.infer<typeof localeSchema>;

/**
 * docs/product-rules.md#sign-in: required, a full address, at most 50 characters, trimmed; lower-cased
 * because it is the identity.
 */
export const emailSchema = z
  .string({ error: 'This field is required' })
  .trim()
  .min(1, 'This field is required')
  .max(EMAIL_MAX, `Maximum ${EMAIL_MAX} characters`)
  .pipe(z.email('A full email address is required'))
  .transform((email) => email.toLowerCase());

export const nameSchema = z
  .string({ error: 'This field is required' })
  .trim()
  .min(1, 'This field is required')
  .max(NAME_MAX, `Maximum ${NAME_MAX} characters`);

export const generateOtpBodySchema = z.object({
  email: emailSchema,
  locale: localeSchema.default('en'),
  /** Present when registering: the name the new account gets. */
  name: nameSchema.optional(),
});
export type GenerateOtpBody = z.input<typeof generateOtpBodySchema>;

/** Never the code itself: it travels only by e-mail. */
export const generateOtpResultSchema = z.object({
  email: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type GenerateOtpResult = z.infer<typeof generateOtpResultSchema>;

/**
 * The login type is optional on the wire (the spec's payloads leave it out); when sent it must name the
 * endpoint's kind, else the answer is AUTH_LOGIN_TYPE_REQUIRED ('Login type is required').
 */
const loginTypeSchema = z.string().max(20).optional();

export const loginWithEmailBodySchema = z.object({
  email: emailSchema,
  /**
   * Any short string or number: a malformed code is a wrong attempt like any other, so it counts against
   * the code's five tries instead of slipping past them as a validation error.
   */
  OTP: z
    .union([z.string(), z.number().int().nonnegative()])
    .transform(String)
    .pipe(z.string().trim().min(1, 'This field is required').max(12, 'Maximum 12 characters')),
  type: loginTypeSchema,
});
export type LoginWithEmailBody = z.input<typeof loginWithEmailBodySchema>;

/** Only the ID token is trusted; the other fields are what the client saw and are ignored for identity. */
export const loginWithSocialBodySchema = z.object({
  idToken: z.string().min(1, 'This field is required').max(8192),
  email: z.string().max(320).optional(),
  name: z.string().max(200).optional(),
  photoURL: z.string().max(2048).optional(),
  providerId: z.string().max(100).optional(),
  type: loginTypeSchema,
});
export type LoginWithSocialBody = z.input<typeof loginWithSocialBodySchema>;

export const loginResultSchema = z.object({
  accessToken: z.string(),
  /** ISO 8601. */
  accessTokenExpiresAt: z.string(),
  user: userSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const logoutResultSchema = z.object({ loggedOut: z.literal(true) });

/** Public: whether Google sign-in is offered, and the client id the browser needs for it. */
export const authConfigSchema = z.object({ googleClientId: z.string().nullable() });

/**
 * The onboarding answers (docs/product-rules.md#sign-in), saved once as JSON text in the user's quizString.
 */
export const QUIZ_GOALS = ['work', 'education', 'travel', 'personal'] as const;
export const QUIZ_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const QUIZ_AGES = ['18-24', '25-34', '35-44', '45-plus'] as const;

export const quizAnswersSchema = z.object({
  goal: z.enum(QUIZ_GOALS),
  level: z.enum(QUIZ_LEVELS),
  age: z.enum(QUIZ_AGES),
});
export type QuizAnswers = z.infer<typeof quizAnswersSchema>;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The spec sends quizString as JSON text; the answers object itself is accepted too. */
export const saveQuizStringBodySchema = z.object({
  quizString: z.union([
    z
      .string()
      .max(500)
      .transform((text, ctx) => {
        const parsed = quizAnswersSchema.safeParse(parseJson(text));
        if (parsed.success) return parsed.data;
        ctx.addIssue({
          code: 'custom',
          message: 'Choose a goal, a level and an age from the offered answers',
        });
        return z.NEVER;
      }),
    quizAnswersSchema,
  ]),
});

export const usersCountSchema = z.object({ count: z.number().int().nonnegative() });

/** A mail of the development outbox (only outside production). */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export const outboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

import { z } from 'zod';

export const starsSchema = z.number().int().min(0).max(3);

/**
 * The one bound of a per-answer count, on write and on read: a save adds to the stored count and saturates
 * here, and a stored count above it (an older row) is shown as this. Anything the server stores must
 * always be presentable, or the learner could not sign in.
 */
export const SMART_COUNT_MAX = 1000;
/** The most distinct answers one topic keeps counts for (a smart topic has a handful); more are ignored. */
export const SMART_ANSWERS_MAX = 50;
/** The longest answer a count is kept for. */
export const SMART_ANSWER_MAX_LENGTH = 60;
const smartCountSchema = z.number().int().min(0).max(SMART_COUNT_MAX);

/** Per lower-cased correct answer: how often the learner got it right and wrong. */
export const smartCountsSchema = z
  .record(
    z.string().min(1).max(SMART_ANSWER_MAX_LENGTH),
    z.object({ correct: smartCountSchema, incorrect: smartCountSchema }),
  )
  .refine((counts) => Object.keys(counts).length <= SMART_ANSWERS_MAX, {
    message: `At most ${SMART_ANSWERS_MAX} answers`,
  });

export const sectionRecordSchema = z.object({
  stars: starsSchema,
  smart: smartCountsSchema.optional(),
});
export type SectionRecord = z.infer<typeof sectionRecordSchema>;

/** sectionSlug → topicSlug → record */
export const sectionRecordsSchema = z.record(z.string(), z.record(z.string(), sectionRecordSchema));
export type SectionRecords = z.infer<typeof sectionRecordsSchema>;

export const lastPaymentSchema = z.object({
  orderId: z.string(),
  plan: z.string(),
  amount: z.number(),
  currency: z.string(),
  paidAt: z.string(),
});

/** What the API says about the signed-in user: never a hash, a token or anyone else's data. */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  isPremium: z.boolean(),
  role: z.enum(['user', 'admin']),
  locale: z.enum(['en', 'uk']),
  quizString: z.string().nullable(),
  lastPayment: lastPaymentSchema.nullable(),
  premiumUntil: z.string().nullable(),
  sectionRecords: sectionRecordsSchema,
});
export type User = z.infer<typeof userSchema>;

export const saveSectionRecordBodySchema = z.object({
  sectionSlug: z.string().trim().min(1).max(80),
  topicSlug: z.string().trim().min(1).max(80),
  sectionRecord: sectionRecordSchema,
});
export type SaveSectionRecordBody = z.infer<typeof saveSectionRecordBodySchema>;

/** Progress made before signing in, applied in one go after login (the sectionRecords URL parameter). */
export const mergeSectionRecordsBodySchema = z.object({ sectionRecords: sectionRecordsSchema });

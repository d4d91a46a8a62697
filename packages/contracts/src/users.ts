import { z } from 'zod';

export const starsSchema = z.number().int().min(0).max(3);

/** Per lower-cased correct answer: how often the learner got it right and wrong. */
export const smartCountsSchema = z.record(
  z.string().min(1).max(60),
  z.object({ correct: z.number().int().min(0).max(1000), incorrect: z.number().int().min(0).max(1000) }),
);

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

import { z } from 'zod';
import { emailSchema, localeSchema, nameSchema } from './auth.ts';

export const CONTACT_MESSAGE_MAX = 2000;

/** `POST /api/contact`: the landing page's contact form. Stored, then forwarded to support. */
export const contactBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  message: z
    .string({ error: 'This field is required' })
    .trim()
    .min(1, 'This field is required')
    .max(CONTACT_MESSAGE_MAX, `Maximum ${CONTACT_MESSAGE_MAX} characters`),
  locale: localeSchema.default('en'),
});
export type ContactBody = z.input<typeof contactBodySchema>;
export const contactResultSchema = z.object({ received: z.literal(true) });

export const REPORT_REASONS = [
  'wrong-answer',
  'two-answers-fit',
  'unclear',
  'typo',
  'explanation',
  'other',
] as const;
export const reportReasonSchema = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof reportReasonSchema>;

/** `POST /api/exercises/:id/report`: 'report a problem with this exercise', kept for the admins. */
export const exerciseReportBodySchema = z.object({
  reason: reportReasonSchema,
  comment: z.string().trim().max(500, 'Maximum 500 characters').optional(),
  /** The answer the learner chose, when the report comes from an answered exercise. */
  answer: z.string().max(200).optional(),
});
export type ExerciseReportBody = z.input<typeof exerciseReportBodySchema>;
export const exerciseReportResultSchema = z.object({ received: z.literal(true) });

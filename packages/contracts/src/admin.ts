import { z } from 'zod';
import { orderKindSchema, paymentStatusSchema, planIdSchema, refundDueSchema } from './billing.ts';
import { FUNNEL_STEPS } from './constants.ts';
import { levelSchema, localizedSchema } from './learning.ts';

/** The admin area (DECISIONS "Admin area"): every call needs role admin; the server checks each one. */

const isoDate = z.string();
/** A reason is kept in the audit log with every change an admin makes. */
export const adminReasonSchema = z.string().trim().min(3, 'Give a reason (at least 3 characters).').max(500);

export const monthCountSchema = z.object({
  month: z.string(),
  plan: planIdSchema,
  amountMinor: z.number(),
  count: z.number(),
});
export const dayCountSchema = z.object({ day: z.string(), count: z.number() });

export const adminOverviewSchema = z.object({
  learners: z.object({ total: z.number(), new7: z.number(), new30: z.number(), premium: z.number() }),
  revenue: z.object({ currency: z.string(), byMonth: z.array(monthCountSchema), totalMinor: z.number() }),
  sessionsFinished: z.object({ total: z.number(), byDay: z.array(dayCountSchema) }),
  explanations: z.object({ generated: z.number(), servedFromCache: z.number() }),
  signupsByDay: z.array(dayCountSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['user', 'admin']),
  isPremium: z.boolean(),
  premiumUntil: isoDate.nullable(),
  createdAt: isoDate,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const adminUsersSchema = z.object({ users: z.array(adminUserSchema) });

export const adminIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const adminPaymentSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  email: z.string(),
  plan: z.string(),
  amountMinor: z.number(),
  currency: z.string(),
  status: paymentStatusSchema,
  kind: orderKindSchema,
  /** Set when this payment applied nothing (or was a second charge) and must be refunded. */
  refundDue: refundDueSchema.nullable(),
  refundDueAt: isoDate.nullable(),
  provider: z.string(),
  providerStatus: z.string().nullable(),
  paidAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  adminEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: isoDate,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserSchema.extend({
    locale: z.string(),
    quizString: z.string().nullable(),
    verifiedAt: isoDate.nullable(),
  }),
  progress: z.array(
    z.object({
      sectionSlug: z.string(),
      topicSlug: z.string(),
      stars: z.number(),
      attempts: z.number(),
      updatedAt: isoDate,
    }),
  ),
  quiz: z.array(z.object({ question: z.string(), answer: z.string() })),
  payments: z.array(adminPaymentSchema),
  audit: z.array(auditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const premiumChangeBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('grant'),
    /** Days from now (or from the end of premium already running); omitted: lifetime. */
    days: z.number().int().min(1).max(3650).optional(),
    reason: adminReasonSchema,
  }),
  z.object({ action: z.literal('revoke'), reason: adminReasonSchema }),
]);
export type PremiumChangeBody = z.infer<typeof premiumChangeBodySchema>;
export const premiumChangeResultSchema = z.object({
  isPremium: z.boolean(),
  premiumUntil: isoDate.nullable(),
});

export const adminPaymentsQuerySchema = z.object({
  status: paymentStatusSchema.optional(),
  plan: planIdSchema.optional(),
  /** `true`: only payments flagged refund due. */
  refundDue: z.enum(['true']).optional(),
  q: z.string().trim().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export const adminPaymentsSchema = z.object({ payments: z.array(adminPaymentSchema) });

export const paymentNoticeSchema = z.object({
  id: z.string(),
  source: z.string(),
  signatureValid: z.boolean(),
  outcome: z.string(),
  decoded: z.unknown(),
  receivedAt: isoDate,
});
export const adminPaymentDetailSchema = z.object({
  payment: adminPaymentSchema,
  notices: z.array(paymentNoticeSchema),
  audit: z.array(auditEntrySchema),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;
export const reasonBodySchema = z.object({ reason: adminReasonSchema });
export const reverseResultSchema = z.object({
  payment: adminPaymentSchema,
  premiumUntil: isoDate.nullable(),
});

export const adminTopicStatSchema = z.object({
  slug: z.string(),
  name: localizedSchema,
  level: levelSchema,
  exercises: z.number(),
  highQuality: z.number(),
  averageQuality: z.number(),
  disabled: z.number(),
  openReports: z.number(),
});
export const adminContentSchema = z.object({
  sections: z.array(
    z.object({ slug: z.string(), name: localizedSchema, topics: z.array(adminTopicStatSchema) }),
  ),
  totals: z.object({ exercises: z.number(), disabled: z.number(), openReports: z.number() }),
});
export type AdminContent = z.infer<typeof adminContentSchema>;

export const adminTopicParamsSchema = z.object({ slug: z.string().min(1).max(100) });
export const adminExercisesQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  disabled: z.enum(['all', 'only', 'none']).default('all'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const adminExerciseSchema = z.object({
  id: z.string(),
  topicSlug: z.string(),
  text: z.string(),
  choices: z.array(z.string()),
  answer: z.string(),
  quality: z.number(),
  highQuality: z.boolean(),
  disabled: z.boolean(),
});
export type AdminExercise = z.infer<typeof adminExerciseSchema>;
export const adminExercisesSchema = z.object({ total: z.number(), exercises: z.array(adminExerciseSchema) });

export const exerciseDisabledBodySchema = z.object({ disabled: z.boolean(), reason: adminReasonSchema });
export const exerciseDisabledResultSchema = z.object({ id: z.string(), disabled: z.boolean() });

export const adminReportsQuerySchema = z.object({
  status: z.enum(['open', 'resolved']).default('open'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export const adminReportSchema = z.object({
  id: z.number(),
  reason: z.string(),
  comment: z.string().nullable(),
  answer: z.string().nullable(),
  userEmail: z.string().nullable(),
  createdAt: isoDate,
  resolvedAt: isoDate.nullable(),
  exercise: adminExerciseSchema.nullable(),
  exerciseId: z.string(),
  topicSlug: z.string(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportsSchema = z.object({ reports: z.array(adminReportSchema) });
export const reportIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) });
export const resolveReportBodySchema = z.object({ note: z.string().trim().max(500).default('') });

export const adminExplanationsSchema = z.object({
  byProviderLanguage: z.array(z.object({ provider: z.string(), language: z.string(), count: z.number() })),
  served: z.object({ hits: z.number(), misses: z.number(), hitRate: z.number().nullable() }),
  /** "Was this helpful?" answers per provider and language (issue 20). */
  ratings: z.object({
    byProviderLanguage: z.array(
      z.object({ provider: z.string(), language: z.string(), yes: z.number(), no: z.number() }),
    ),
  }),
  servedByDay: z.array(z.object({ day: z.string(), hits: z.number(), misses: z.number() })),
  ai: z.object({
    configured: z.boolean(),
    model: z.string().nullable(),
    generated: z.number(),
    /** Estimated from the stored text (about 4 characters a token) plus a fixed prompt size. */
    estimatedTokens: z.number(),
    estimatedCostUsd: z.number().nullable(),
  }),
  recent: z.array(
    z.object({
      exerciseId: z.string(),
      answer: z.string(),
      language: z.string(),
      provider: z.string(),
      content: z.string(),
      createdAt: isoDate,
    }),
  ),
});
export type AdminExplanations = z.infer<typeof adminExplanationsSchema>;

export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const adminFunnelQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
export const adminFunnelSchema = z.object({
  days: z.number(),
  /** Distinct people (user or anonymous id) who reached each step in the period. */
  steps: z.array(
    z.object({
      step: z.enum(FUNNEL_STEPS),
      people: z.number(),
      events: z.number(),
      conversion: z.number().nullable(),
    }),
  ),
  byDay: z.array(z.object({ day: z.string(), counts: z.record(z.string(), z.number()) })),
});
export type AdminFunnel = z.infer<typeof adminFunnelSchema>;

export const adminAuditSchema = z.object({ entries: z.array(auditEntrySchema) });

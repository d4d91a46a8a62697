import { z } from 'zod';

/** First-party analytics events (docs/product-rules.md#analytics-and-error-tracing). */
export const EVENT_NAMES = [
  'exercise_started',
  'exercise_answer',
  'exercise_answer_true',
  'exercise_answer_false',
  'exercise_explanation_submitted',
  'exercise_explanation_success',
  'exercise_finished',
  'auth_login_submitted',
  'auth_login_success',
  'signin-started',
  'signin-opened',
  'signin-completed',
  'onboarding-started',
  'onboarding-completed',
  'checkout-opened',
  /** A page load of the web app (once per browser tab session): the top of the funnel. */
  'visit',
] as const;

const propValue = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);

export const eventSchema = z.object({
  name: z.enum(EVENT_NAMES),
  /** Small flat properties: topic slug, isCorrect, stars, plan… */
  props: z
    .record(z.string().max(40), propValue)
    .refine((p) => Object.keys(p).length <= 20, 'at most 20 properties')
    .default({}),
  occurredAt: z.iso.datetime().optional(),
});

export const eventsBodySchema = z.object({
  /** A random id the browser keeps, so a visitor's events hang together before sign-in. */
  anonymousId: z.string().min(8).max(64).optional(),
  events: z.array(eventSchema).min(1).max(50),
});
export type EventsBody = z.input<typeof eventsBodySchema>;

export const eventsResultSchema = z.object({ accepted: z.number().int() });

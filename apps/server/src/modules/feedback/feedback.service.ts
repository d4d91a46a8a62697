import type { ContactBody, ExerciseReportBody } from '@gapwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { contactMail } from '../../adapters/mailer/contact-mail.ts';
import type { Mailer } from '../../adapters/mailer/types.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceRateLimit, type RateRule } from '../../lib/rate-limit.ts';
import type { ContentState } from '../catalogue/content.state.ts';
import { insertContactMessage, insertExerciseReport, markContactForwarded } from './feedback.repository.ts';

const HOUR = 3600_000;
export const FEEDBACK_LIMITS = {
  /** Contact messages from one IP: a person writes a few, a spammer many. */
  contactPerIp: { max: 5, windowMs: HOUR } satisfies RateRule,
  contactPerEmail: { max: 3, windowMs: HOUR } satisfies RateRule,
  reportsPerIp: { max: 30, windowMs: HOUR } satisfies RateRule,
};

export interface FeedbackContext {
  db: Db;
  mailer: Mailer;
  supportEmail: string;
  log: FastifyBaseLogger;
}

/**
 * Stores the message first (so nothing is lost if mail is down), then forwards it to support. A failed
 * forward is logged and left with forwardedAt null for the admins to see; the sender is still told it
 * arrived, because it did.
 */
export async function receiveContact(
  ctx: FeedbackContext,
  body: Required<Pick<ContactBody, 'name' | 'email' | 'message'>> & { locale: string },
  who: { ip: string; userId: string | null },
): Promise<void> {
  await enforceRateLimit(ctx.db, `contact-ip:${who.ip}`, FEEDBACK_LIMITS.contactPerIp);
  await enforceRateLimit(ctx.db, `contact-email:${body.email}`, FEEDBACK_LIMITS.contactPerEmail);
  const id = await insertContactMessage(ctx.db, { ...body, userId: who.userId });
  if (id === null) throw new AppError('INTERNAL_ERROR', 500, 'The message could not be stored.');
  try {
    await ctx.mailer.send(contactMail({ id, ...body, supportEmail: ctx.supportEmail }));
    await markContactForwarded(ctx.db, id);
  } catch (error) {
    ctx.log.error({ err: error, contactId: id }, 'contact message stored but not forwarded');
  }
}

export async function reportExercise(
  db: Db,
  content: ContentState,
  exerciseId: string,
  body: ExerciseReportBody,
  who: { ip: string; userId: string | null },
): Promise<void> {
  const exercise = content.exercise(exerciseId);
  if (!exercise) throw new AppError('EXERCISE_NOT_FOUND', 404, 'There is no such exercise.', 'id');
  await enforceRateLimit(db, `report-ip:${who.ip}`, FEEDBACK_LIMITS.reportsPerIp);
  await insertExerciseReport(db, {
    exerciseId,
    topicSlug: exercise.topicSlug,
    reason: body.reason,
    comment: body.comment || null,
    answer: body.answer ?? null,
    userId: who.userId,
  });
}

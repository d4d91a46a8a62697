import {
  checkAnswerParamsSchema,
  contactBodySchema,
  contactResultSchema,
  exerciseReportBodySchema,
  exerciseReportResultSchema,
  failureSchema,
  success,
} from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Mailer } from '../../adapters/mailer/types.ts';
import type { Db } from '../../db/client.ts';
import type { ContentState } from '../catalogue/content.state.ts';
import { receiveContact, reportExercise } from './feedback.service.ts';

export interface FeedbackRoutesOptions {
  db: Db;
  mailer: Mailer;
  supportEmail: string;
  content: ContentState;
  /** A report is evidence on the exercise: its flags are recomputed. */
  onReport?: (exerciseId: string) => void;
}

/** The contact form and learners' exercise reports: stored for support and the admins. */
export const feedbackRoutes: FastifyPluginAsyncZod<FeedbackRoutesOptions> = async (app, options) => {
  const { db, content } = options;
  app.post(
    '/contact',
    {
      schema: {
        tags: ['feedback'],
        summary: 'A message from the contact form: stored, then forwarded to support (rate-limited)',
        body: contactBodySchema,
        response: { 200: success(contactResultSchema), 400: failureSchema, 429: failureSchema },
      },
    },
    async (request) => {
      await receiveContact(
        { db, mailer: options.mailer, supportEmail: options.supportEmail, log: request.log },
        request.body,
        { ip: request.ip, userId: request.user?.id ?? null },
      );
      return { isSuccess: true as const, content: { received: true as const } };
    },
  );

  app.post(
    '/exercises/:id/report',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Reports a problem with an exercise (wrong answer, unclear, typo…) for the admins',
        params: checkAnswerParamsSchema,
        body: exerciseReportBodySchema,
        response: {
          200: success(exerciseReportResultSchema),
          400: failureSchema,
          404: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request) => {
      await reportExercise(db, content, request.params.id, request.body, {
        ip: request.ip,
        userId: request.user?.id ?? null,
      });
      options.onReport?.(request.params.id);
      return { isSuccess: true as const, content: { received: true as const } };
    },
  );
};

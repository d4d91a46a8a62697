import {
  failureSchema,
  mergeSectionRecordsBodySchema,
  progressOverviewQuerySchema,
  progressOverviewSchema,
  saveSectionRecordBodySchema,
  success,
  userSchema,
} from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { ContentState } from '../catalogue/content.state.ts';
import { progressOverview } from './overview.service.ts';
import { mergeSectionRecords, saveSectionRecord } from './progress.service.ts';

export const progressRoutes: FastifyPluginAsyncZod<{ db: Db; content: ContentState }> = async (
  app,
  { db, content },
) => {
  app.get(
    '/progress/overview',
    {
      schema: {
        tags: ['progress'],
        summary:
          "The signed-in learner's own progress: first-try accuracy by section, mastered topics, weakest rules, this week",
        security: [{ bearer: [] }],
        querystring: progressOverviewQuerySchema,
        response: { 200: success(progressOverviewSchema), 400: failureSchema, 401: failureSchema },
      },
    },
    async (request, reply) => {
      // Only ever the caller's own: there is no user id to ask for.
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return {
        isSuccess: true as const,
        content: await progressOverview(
          db,
          content,
          user.id,
          { kind: 'user', isPremium: user.isPremium },
          request.query.tzOffset,
        ),
      };
    },
  );

  app.patch(
    '/users/section-records',
    {
      schema: {
        tags: ['progress'],
        summary: 'Saves a finished session: best stars kept, smart counts added; answers the user',
        security: [{ bearer: [] }],
        body: saveSectionRecordBodySchema,
        response: { 200: success(userSchema), 400: failureSchema, 401: failureSchema, 403: failureSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return {
        isSuccess: true as const,
        content: await saveSectionRecord(db, content, user.id, request.body, {
          kind: 'user',
          isPremium: user.isPremium,
        }),
      };
    },
  );

  app.post(
    '/users/section-records/merge',
    {
      schema: {
        tags: ['progress'],
        summary: 'Applies progress made before signing in, in one transaction',
        security: [{ bearer: [] }],
        body: mergeSectionRecordsBodySchema,
        response: { 200: success(userSchema), 400: failureSchema, 401: failureSchema, 403: failureSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return {
        isSuccess: true as const,
        content: await mergeSectionRecords(db, content, user.id, request.body.sectionRecords, {
          kind: 'user',
          isPremium: user.isPremium,
        }),
      };
    },
  );
};

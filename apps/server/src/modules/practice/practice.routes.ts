import {
  checkAnswerBodySchema,
  checkAnswerParamsSchema,
  checkAnswerResultSchema,
  failureSchema,
  success,
  topicParamsSchema,
  topicQuerySchema,
  topicWithExercisesSchema,
} from '@gapwise/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../lib/errors.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { DISABLED_TTL_MS, refreshDisabledExercises } from '../catalogue/content.service.ts';
import type { ContentState } from '../catalogue/content.state.ts';
import { readTierEvidence } from '../signals/signals.service.ts';
import { checkAnswer, topicSessionJson } from './practice.service.ts';

export const practiceRoutes: FastifyPluginAsyncZod<{ content: ContentState; db: Db }> = async (
  app,
  { content, db },
) => {
  app.get(
    '/topics/:slug',
    {
      schema: {
        tags: ['practice'],
        summary:
          'A topic with a fresh random session of its exercises (access enforced); ?rule= for a weak-rule session',
        params: topicParamsSchema,
        querystring: topicQuerySchema,
        response: {
          200: success(topicWithExercisesSchema),
          400: failureSchema,
          403: failureSchema,
          404: failureSchema,
        },
      },
    },
    async (request, reply) => {
      // Not awaited: while the database is away the last known set stands, and practice needs nothing
      // else from it. (Asked first, so a fresh set costs this route no promise.)
      if (content.disabledOlderThan(DISABLED_TTL_MS))
        refreshDisabledExercises(content, db).catch((error: unknown) => {
          if (!isDatabaseUnavailable(error)) throw error;
        });
      // The high-quality tier moves with learners' answers (issue 20): only those sessions read it.
      if (request.query.isOnlyHighQuality)
        await content
          .refreshSignals(() => readTierEvidence(db), DISABLED_TTL_MS)
          .catch((error: unknown) => {
            if (!isDatabaseUnavailable(error)) throw error;
          });
      const json = topicSessionJson(content, request.params.slug, viewerOf(request), request.query);
      // Every call is a new random sample: never cache it. The bytes are the route's envelope, each part
      // checked against the contract when it was first serialised (sent through the untyped reply).
      return (reply as FastifyReply)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(json);
    },
  );

  app.post(
    '/exercises/:id/check',
    {
      schema: {
        tags: ['practice'],
        summary: 'Checks an answer against the bank (the browser never decides alone)',
        params: checkAnswerParamsSchema,
        body: checkAnswerBodySchema,
        response: { 200: success(checkAnswerResultSchema), 403: failureSchema, 404: failureSchema },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      content: checkAnswer(content, request.params.id, request.body.answer, viewerOf(request)),
    }),
  );
};

import {
  API_ROUTES,
  failureSchema,
  recordAnswerBodySchema,
  recordAnswerResultSchema,
  reviewAnswerBodySchema,
  reviewAnswerResultSchema,
  reviewIdParamsSchema,
  reviewMergeBodySchema,
  reviewMergeResultSchema,
  reviewSessionQuerySchema,
  reviewSessionSchema,
  reviewSummarySchema,
  success,
} from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import type { Viewer } from '../catalogue/access.ts';
import {
  answerReview,
  mergeMistakes,
  type ReviewDeps,
  recordAnswer,
  reviewSession,
  summary,
} from './reviews.service.ts';

const viewer = (user: { isPremium: boolean }): Viewer => ({ kind: 'user', isPremium: user.isPremium });
const security = [{ bearer: [] }];

/** Spaced review of a signed-in learner's mistakes; every route reads and changes only their own items. */
export const reviewRoutes: FastifyPluginAsyncZod<ReviewDeps> = async (app, deps) => {
  app.post(
    API_ROUTES['reviews.record'].path,
    {
      schema: {
        tags: ['reviews'],
        summary: 'An answer of an ordinary session: a mistake becomes (or updates) a review item',
        security,
        body: recordAnswerBodySchema,
        response: {
          200: success(recordAnswerResultSchema),
          400: failureSchema,
          401: failureSchema,
          403: failureSchema,
          404: failureSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const item = await recordAnswer(deps, user.id, viewer(user), request.body);
      return { isSuccess: true as const, content: { item } };
    },
  );

  app.get(
    API_ROUTES['reviews.summary'].path,
    {
      schema: {
        tags: ['reviews'],
        summary: 'How many review items are due now, and when the next falls due',
        security,
        response: { 200: success(reviewSummarySchema), 401: failureSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return { isSuccess: true as const, content: await summary(deps, user.id) };
    },
  );

  app.get(
    API_ROUTES['reviews.session'].path,
    {
      schema: {
        tags: ['reviews'],
        summary: 'Due items to review, most overdue first, only from topics this learner may open',
        security,
        querystring: reviewSessionQuerySchema,
        response: { 200: success(reviewSessionSchema), 400: failureSchema, 401: failureSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      const items = await reviewSession(
        deps,
        user.id,
        viewer(user),
        request.query.limit,
        request.query.exerciseIds,
      );
      return { isSuccess: true as const, content: { items } };
    },
  );

  app.post(
    API_ROUTES['reviews.answer'].path,
    {
      schema: {
        tags: ['reviews'],
        summary: 'A review answered: Again when wrong, Hard on a second try, Good on a first',
        security,
        params: reviewIdParamsSchema,
        body: reviewAnswerBodySchema,
        response: {
          200: success(reviewAnswerResultSchema),
          400: failureSchema,
          401: failureSchema,
          404: failureSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const item = await answerReview(deps, user.id, Number(request.params.id), request.body);
      return { isSuccess: true as const, content: { item } };
    },
  );

  app.post(
    API_ROUTES['reviews.merge'].path,
    {
      schema: {
        tags: ['reviews'],
        summary: 'Mistakes made before signing in, merged once (sending them again changes nothing)',
        security,
        body: reviewMergeBodySchema,
        response: { 200: success(reviewMergeResultSchema), 400: failureSchema, 401: failureSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return {
        isSuccess: true as const,
        content: await mergeMistakes(deps, user.id, viewer(user), request.body.mistakes),
      };
    },
  );
};

import {
  adminIdParamsSchema,
  adminQueueQuerySchema,
  adminQueueSchema,
  failureSchema,
  queueDecisionBodySchema,
  queueDecisionResultSchema,
  success,
} from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth.ts';
import type { AdminOptions } from './admin.routes.ts';
import { decide, listQueue } from './queue.service.ts';

const errors = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  503: failureSchema,
};

/** The content queue: what learners' answers, reports and ratings flag, and the admin's decisions on it. */
export const adminQueueRoutes: FastifyPluginAsyncZod<AdminOptions> = async (
  app,
  { db, content, signals },
) => {
  const tags = ['admin'];
  app.get(
    '/queue',
    {
      schema: {
        tags,
        summary: 'Flagged and reported exercises, worst first, with statistics, flags, ratings and reports',
        querystring: adminQueueQuerySchema,
        response: { 200: success(adminQueueSchema), ...errors },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      content: await listQueue(db, content, signals, request.query),
    }),
  );
  app.post(
    '/queue/:id/decision',
    {
      schema: {
        tags,
        summary: 'Disable, keep (silences its flags until the evidence changes) or mark "fix the generator"',
        params: adminIdParamsSchema,
        body: queueDecisionBodySchema,
        response: { 200: success(queueDecisionResultSchema), ...errors },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      content: await decide(db, content, signals, requireAdmin(request).id, request.params.id, request.body),
    }),
  );
};

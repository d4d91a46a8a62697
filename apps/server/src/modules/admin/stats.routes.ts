import {
  adminAuditSchema,
  adminExplanationsSchema,
  adminFunnelQuerySchema,
  adminFunnelSchema,
  adminOverviewSchema,
  failureSchema,
  success,
} from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminOptions } from './admin.routes.ts';
import { explanationStats, funnel, overview, recentAudit } from './stats.service.ts';

const errors = { 400: failureSchema, 401: failureSchema, 403: failureSchema };
const noStore = { 'cache-control': 'no-store' };

export const adminStatsRoutes: FastifyPluginAsyncZod<AdminOptions> = async (
  app,
  { db, serves, signals, ai },
) => {
  const tags = ['admin'];
  app.get(
    '/overview',
    {
      schema: {
        tags,
        summary: 'Learners, premium, revenue, sessions and explanations at a glance',
        response: { 200: success(adminOverviewSchema), ...errors },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      await serves.flush();
      return { isSuccess: true as const, content: await overview(db) };
    },
  );
  app.get(
    '/explanations',
    {
      schema: {
        tags,
        summary: 'Explanations by provider and language, cache hit rate, AI tokens and cost',
        response: { 200: success(adminExplanationsSchema), ...errors },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      await serves.flush();
      await signals.flush();
      return { isSuccess: true as const, content: await explanationStats(db, ai) };
    },
  );
  app.get(
    '/funnel',
    {
      schema: {
        tags,
        summary: 'The analytics funnel by day, with conversion between steps',
        querystring: adminFunnelQuerySchema,
        response: { 200: success(adminFunnelSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return { isSuccess: true as const, content: await funnel(db, request.query.days) };
    },
  );
  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'The latest changes admins made',
        response: { 200: success(adminAuditSchema), ...errors },
      },
    },
    async () => ({ isSuccess: true as const, content: { entries: await recentAudit(db) } }),
  );
};

import {
  adminContentSchema,
  adminExercisesQuerySchema,
  adminExercisesSchema,
  adminIdParamsSchema,
  adminReportsQuerySchema,
  adminReportsSchema,
  adminTopicParamsSchema,
  exerciseDisabledBodySchema,
  exerciseDisabledResultSchema,
  failureSchema,
  reportIdParamsSchema,
  resolveReportBodySchema,
  success,
} from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth.ts';
import type { AdminOptions } from './admin.routes.ts';
import { contentOverview, setExerciseDisabled, topicExercises } from './content.service.ts';
import { listReports, resolveReport } from './reports.service.ts';

const errors = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  503: failureSchema,
};

/** Sections and topics with quality figures, a topic's exercises, switching one off, learner reports. */
export const adminContentRoutes: FastifyPluginAsyncZod<AdminOptions> = async (
  app,
  { db, content, signals },
) => {
  const tags = ['admin'];
  app.get(
    '/content',
    {
      schema: {
        tags,
        summary: 'Sections and topics with exercise counts, quality, disabled and open reports',
        response: { 200: success(adminContentSchema), ...errors },
      },
    },
    async () => ({ isSuccess: true as const, content: await contentOverview(db, content) }),
  );
  app.get(
    '/topics/:slug/exercises',
    {
      schema: {
        tags,
        summary: "Browse and search a topic's exercises",
        params: adminTopicParamsSchema,
        querystring: adminExercisesQuerySchema,
        response: { 200: success(adminExercisesSchema), ...errors },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      content: await topicExercises(db, content, request.params.slug, request.query),
    }),
  );
  app.put(
    '/exercises/:id/disabled',
    {
      schema: {
        tags,
        summary: 'Switch an exercise off (never served) or on again, with a reason (audited)',
        params: adminIdParamsSchema,
        body: exerciseDisabledBodySchema,
        response: { 200: success(exerciseDisabledResultSchema), ...errors },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      content: await setExerciseDisabled(
        db,
        content,
        requireAdmin(request).id,
        request.params.id,
        request.body.disabled,
        request.body.reason,
      ),
    }),
  );
  app.get(
    '/reports',
    {
      schema: {
        tags,
        summary: "Learners' reports of exercises, open or resolved",
        querystring: adminReportsQuerySchema,
        response: { 200: success(adminReportsSchema), ...errors },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      content: await listReports(db, content, request.query.status, request.query.limit),
    }),
  );
  app.post(
    '/reports/:id/resolve',
    {
      schema: {
        tags,
        summary: 'Resolve a report (audited)',
        params: reportIdParamsSchema,
        body: resolveReportBodySchema,
        response: {
          200: success(z.object({ id: z.number(), resolved: z.boolean() })),
          409: failureSchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      content: await resolveReport(db, requireAdmin(request).id, request.params.id, request.body.note, (id) =>
        signals.touch(id),
      ),
    }),
  );
};

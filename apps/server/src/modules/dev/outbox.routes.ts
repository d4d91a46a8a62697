import { outboxMailSchema, outboxQuerySchema, success } from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { outboxMails } from './outbox.service.ts';

/**
 * The development outbox, read as a learner reads their mail (e2e tests read sign-in codes here).
 * Registered only with DEV_OUTBOX=1 (which production refuses): it hands anyone every sign-in code.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mails of the development outbox, newest first (not in production)',
        querystring: outboxQuerySchema,
        response: { 200: success(z.array(outboxMailSchema)) },
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      return { isSuccess: true as const, content: await outboxMails(db, to, limit) };
    },
  );
};

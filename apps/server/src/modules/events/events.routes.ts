import { eventsBodySchema, eventsResultSchema, failureSchema, success } from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EventForwarder } from '../../adapters/analytics/types.ts';
import type { Db } from '../../db/client.ts';
import type { Signals } from '../signals/signals.service.ts';
import { recordEvents } from './events.service.ts';

export const eventRoutes: FastifyPluginAsyncZod<{
  db: Db;
  forwarder: EventForwarder;
  /** Answers and finished sessions feed the per-exercise statistics (in memory; written in batches). */
  signals?: Signals;
}> = async (app, { db, forwarder, signals }) => {
  app.post(
    '/events',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['events'],
        summary: 'Records a batch of first-party analytics events, tied to the user when signed in',
        body: eventsBodySchema,
        response: { 200: success(eventsResultSchema), 400: failureSchema },
      },
    },
    async (request) => {
      const accepted = await recordEvents(db, { forwarder, signals }, request.body, {
        userId: request.user?.id ?? null,
        ip: request.ip,
      });
      return { isSuccess: true as const, content: { accepted } };
    },
  );
};

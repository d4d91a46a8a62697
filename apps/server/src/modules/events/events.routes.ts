import { eventsBodySchema, eventsResultSchema, failureSchema, success } from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EventForwarder } from '../../adapters/analytics/types.ts';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import type { Signals } from '../signals/signals.service.ts';

/** Clock skew we accept from browsers; anything further off is stamped with the server's time. */
const MAX_SKEW_MS = 24 * 3600_000;

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
      const now = Date.now();
      const rows = request.body.events.map((e) => {
        const at = e.occurredAt ? Date.parse(e.occurredAt) : now;
        return {
          name: e.name,
          props: e.props,
          userId: request.user?.id ?? null,
          anonymousId: request.body.anonymousId ?? null,
          occurredAt: new Date(Math.abs(at - now) > MAX_SKEW_MS ? now : at),
        };
      });
      await db.insert(events).values(rows);
      if (signals) {
        const owner = request.user?.id ?? request.body.anonymousId ?? `ip:${request.ip}`;
        for (const row of rows) signals.record(row, owner, now);
      }
      forwarder.forward(rows.map((r) => ({ ...r, occurredAt: r.occurredAt.toISOString() })));
      return { isSuccess: true as const, content: { accepted: rows.length } };
    },
  );
};

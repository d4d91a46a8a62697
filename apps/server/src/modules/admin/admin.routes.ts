import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import type { ContentState } from '../catalogue/content.state.ts';
import type { ServeCounter } from '../explanations/serve-counter.ts';
import type { Signals } from '../signals/signals.service.ts';
import { adminContentRoutes } from './content.routes.ts';
import { adminPeopleRoutes } from './people.routes.ts';
import { adminQueueRoutes } from './queue.routes.ts';
import { adminStatsRoutes } from './stats.routes.ts';

export interface AdminOptions {
  db: Db;
  content: ContentState;
  /** This instance's explanation counts not yet written: flushed before the figures are read. */
  serves: ServeCounter;
  /** Learners' answers and ratings: flushed before the queue is read, told of reports and decisions. */
  signals: Signals;
  /** The configured AI model, if any, and its price, for the explanation cost estimate. */
  ai: { model: string | null; usdPerMillionTokens: number | null };
}

/**
 * Everything under /api/admin. The role check runs on request, before validation, so a visitor gets 401
 * and a learner 403 from every admin call whatever they send, and no admin route can forget it.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminOptions> = async (
  app,
  { db, content, serves, signals, ai },
) => {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
  // Only our own options go down: passing Fastify's `prefix` on would nest it twice.
  const options = { db, content, serves, signals, ai };
  await app.register(adminStatsRoutes, options);
  await app.register(adminPeopleRoutes, options);
  await app.register(adminContentRoutes, options);
  await app.register(adminQueueRoutes, options);
};

import { healthSchema, success } from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { ContentStatus } from '../catalogue/content.service.ts';

interface HealthDeps {
  database: Database;
  content: () => ContentStatus;
  version: string;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (app, deps) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and readiness: database reachable, content loaded, version',
        response: { 200: success(healthSchema), 503: success(healthSchema) },
      },
    },
    async (_request, reply) => {
      let database = { ok: false, kind: deps.database.kind, latencyMs: 0 };
      try {
        const latencyMs = Math.round((await deps.database.ping()) * 10) / 10;
        // A full disk still answers `select 1`: saves failing with disk-full recently make it not ok.
        database = { ...database, ok: !deps.database.faults.diskFull(), latencyMs };
      } catch {
        // reported below as not ok; the details are in the database's own log
      }
      const content = deps.content();
      const ok = database.ok && content.loaded;
      return reply.status(ok ? 200 : 503).send({
        isSuccess: true as const,
        content: {
          status: ok ? ('ok' as const) : ('degraded' as const),
          version: deps.version,
          uptimeSeconds: Math.round(process.uptime()),
          database,
          content,
        },
      });
    },
  );
};

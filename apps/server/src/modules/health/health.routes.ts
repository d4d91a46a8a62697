import { healthSchema, livenessSchema, success } from '@gapwise/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { ContentStatus } from '../catalogue/content.service.ts';

interface HealthDeps {
  database: Database;
  content: () => ContentStatus;
  version: string;
}

/**
 * Three probes: /health/live (the process answers: restart it when this fails), /health/ready (database
 * reachable and content loaded: send it traffic only then), and /health, the same as ready, kept for
 * the monitors and scripts that already use it.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (app, deps) => {
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers; checks no dependency',
        response: { 200: success(livenessSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        isSuccess: true as const,
        content: { status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) },
      };
    },
  );

  const readiness = {
    schema: {
      tags: ['health'],
      summary: 'Readiness: database reachable, content loaded, version (503 until both hold)',
      response: { 200: success(healthSchema), 503: success(healthSchema) },
    },
  };
  for (const path of ['/health', '/health/ready']) app.get(path, readiness, ready);

  async function ready(_request: unknown, reply: FastifyReply) {
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
  }
};

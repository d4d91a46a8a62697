import { failureSchema, playgroundParamsSchema, playgroundTopicSchema, success } from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { refreshDisabledExercises } from '../catalogue/content.service.ts';
import type { ContentState } from '../catalogue/content.state.ts';
import { playgroundTopic } from './playground.service.ts';

/** The playground (docs/product-rules.md "Playground"): any topic's first exercises, open to visitors. */
export const playgroundRoutes: FastifyPluginAsyncZod<{ content: ContentState; db: Db }> = async (
  app,
  { content, db },
) => {
  app.get(
    '/playground/:slug',
    {
      schema: {
        tags: ['practice'],
        summary: "A topic's first 5 exercises to try without signing in (the same 5 for everyone)",
        params: playgroundParamsSchema,
        response: { 200: success(playgroundTopicSchema), 404: failureSchema },
      },
    },
    async (request, reply) => {
      await refreshDisabledExercises(content, db);
      const topic = playgroundTopic(content, request.params.slug, viewerOf(request));
      // Per viewer (the summary says what locks the full topic): browser cache only, for a short while.
      reply.header('cache-control', 'private, max-age=60');
      return { isSuccess: true as const, content: topic };
    },
  );
};

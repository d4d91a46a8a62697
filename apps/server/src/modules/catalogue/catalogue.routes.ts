import { sectionsSchema, success } from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../plugins/auth.ts';
import { listSections, viewerTier } from './catalogue.service.ts';
import type { ContentState } from './content.state.ts';

export const catalogueRoutes: FastifyPluginAsyncZod<{ content: ContentState }> = async (app, { content }) => {
  app.get(
    '/sections',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every section with its topics, sorted, with what locks each topic for this viewer',
        response: { 200: success(sectionsSchema), 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      // The list changes only with the bank and the viewer's access tier, so that pair is the ETag.
      const etag = `"${content.status().hash}-${viewerTier(viewer)}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'authorization');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return { isSuccess: true as const, content: { sections: listSections(content, viewer) } };
    },
  );
};

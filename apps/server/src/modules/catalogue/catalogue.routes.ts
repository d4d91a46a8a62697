import { API_ROUTES, catalogueFiguresSchema, sectionsSchema, success } from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../plugins/auth.ts';
import { catalogueFigures, listSections, viewerTier } from './catalogue.service.ts';
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

  // One count per bank, recounted when an admin switches exercises off or on (cheap: a pass over the ids).
  let counted: { key: string; figures: { topics: number; exercises: number } } | null = null;
  app.get(
    API_ROUTES['catalogue.figures'].path,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'How many topics and exercises the catalogue has (what the landing page and offers quote)',
        response: { 200: success(catalogueFiguresSchema) },
      },
    },
    async (_request, reply) => {
      const key = `${content.status().hash}-${content.disabled.size}`;
      if (counted?.key !== key) counted = { key, figures: catalogueFigures(content) };
      reply.header('cache-control', 'public, max-age=300');
      return { isSuccess: true as const, content: counted.figures };
    },
  );
};

import { geoCountrySchema, success } from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GeoLookup } from '../../adapters/geo/geo.ts';

export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoLookup }> = async (app, { geo }) => {
  app.get(
    '/geo',
    {
      schema: {
        tags: ['geo'],
        summary:
          "The visitor's country, from the proxy's header or the request's IP in an offline table, for choosing the interface language",
        response: { 200: success(geoCountrySchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=3600');
      return {
        isSuccess: true as const,
        content: { country_code: geo.country(request.headers, request.ip) },
      };
    },
  );
};

import { geoCountrySchema, success } from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GeoLookup } from '../../adapters/geo/geo.ts';

export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoLookup }> = async (app, { geo }) => {
  app.get(
    '/geo/country',
    {
      schema: {
        tags: ['geo'],
        summary: "The visitor's country (from the proxy's header), for choosing the interface language",
        response: { 200: success(geoCountrySchema) },
      },
    },
    async (request) => ({ isSuccess: true as const, content: { countryCode: geo.country(request.headers) } }),
  );
};

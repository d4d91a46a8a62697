import { z } from 'zod';

/** `GET /api/geo`: the visitor's ISO country code, null when unknown (loopback, private network). */
export const geoCountrySchema = z.object({ country_code: z.string().length(2).nullable() });
export type GeoCountry = z.infer<typeof geoCountrySchema>;

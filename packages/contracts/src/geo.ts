import { z } from 'zod';

export const geoCountrySchema = z.object({ countryCode: z.string().length(2).nullable() });
export type GeoCountry = z.infer<typeof geoCountrySchema>;

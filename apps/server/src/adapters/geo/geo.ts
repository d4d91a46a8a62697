/**
 * Where a visitor is, as an ISO country code, for the locale choice (UA → Ukrainian). Production sits
 * behind a proxy or CDN that already knows the country and sends it as a header (Cloudflare's
 * cf-ipcountry, or any header named in GEO_COUNTRY_HEADER); that is the real source, no outside call.
 * Offline and in development no header is set, so the answer is null and the browser language decides.
 */
export interface GeoLookup {
  country(headers: Record<string, string | string[] | undefined>): string | null;
}

const DEFAULT_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'x-country-code'];

export function headerGeoLookup(extraHeader?: string): GeoLookup {
  const names = extraHeader ? [extraHeader.toLowerCase(), ...DEFAULT_HEADERS] : DEFAULT_HEADERS;
  return {
    country(headers) {
      for (const name of names) {
        const raw = headers[name];
        const value = Array.isArray(raw) ? raw[0] : raw;
        // Proxies send XX or T1 (Tor) for unknown; only a real two-letter code counts.
        if (value && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== 'XX') return value.toUpperCase();
      }
      return null;
    },
  };
}

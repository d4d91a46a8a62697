import { createRequire } from 'node:module';

/**
 * Where a visitor is, as an ISO country code, for the locale choice (UA → Ukrainian). Two sources, both
 * without any outside call: a proxy or CDN that already knows the country and sends it as a header
 * (Cloudflare's cf-ipcountry, or the header named in GEO_COUNTRY_HEADER), else the request's IP looked up
 * in the offline GeoLite2 country table that ships with the `geoip-country` package (loaded once, ~8 MB).
 * Behind a proxy, set TRUST_PROXY so the request's IP is the visitor's and not the proxy's.
 */
export interface GeoLookup {
  country(headers: Record<string, string | string[] | undefined>, ip: string): string | null;
}

const DEFAULT_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'x-country-code'];

const isCountryCode = (value: string | undefined): value is string =>
  // Proxies send XX for unknown and T1 for Tor; only a real two-letter code counts.
  !!value && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== 'XX';

export function headerCountry(
  headers: Record<string, string | string[] | undefined>,
  extraHeader?: string,
): string | null {
  const names = extraHeader ? [extraHeader.toLowerCase(), ...DEFAULT_HEADERS] : DEFAULT_HEADERS;
  for (const name of names) {
    const raw = headers[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (isCountryCode(value)) return value.toUpperCase();
  }
  return null;
}

type IpTable = { lookup(ip: string): { country?: string } | null };
let table: IpTable | undefined;
const ipTable = (): IpTable => {
  // CommonJS with its data files beside it: loaded on first use, so a server that never answers /geo
  // (and the tests of other modules) does not pay for it.
  table ??= createRequire(import.meta.url)('geoip-country') as IpTable;
  return table;
};

/** The country of an IP address from the offline table; null for private, loopback or unknown addresses. */
export function ipCountry(ip: string): string | null {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  try {
    const code = ipTable().lookup(address)?.country;
    return isCountryCode(code) ? code.toUpperCase() : null;
  } catch {
    return null;
  }
}

export function geoLookup(extraHeader?: string): GeoLookup {
  return {
    country: (headers, ip) => headerCountry(headers, extraHeader) ?? ipCountry(ip),
  };
}

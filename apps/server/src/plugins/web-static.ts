import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite puts content-hashed files under /assets: they never change, so browsers may keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The app's page with the visitor's country in a meta tag, so the web app picks its language without a
 * round trip to /api/geo before the first paint. The country is a two-letter code or empty (unknown).
 */
export type IndexPage = (country: string | null) => string;

export function indexPage(html: string): IndexPage {
  return (country) => {
    const code = country && /^[A-Z]{2}$/.test(country) ? country : '';
    return html.replace('</head>', `<meta name="gw-country" content="${code}" /></head>`);
  };
}

/**
 * Serves the built web app when its folder exists (production and `npm start`); in dev Vite serves it.
 * Returns the page for client routes (index.html, read once: a new build means a restart, as its hashed
 * assets change too), or null when there is no build.
 */
export async function registerWebStatic(app: FastifyInstance, webDist: string): Promise<IndexPage | null> {
  const root = resolve(webDist);
  const index = resolve(root, 'index.html');
  if (!existsSync(index)) return null;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    // Our setHeaders decides caching; the plugin's own max-age=0 would override it.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });
  return indexPage(readFileSync(index, 'utf8'));
}

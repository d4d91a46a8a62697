import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite puts content-hashed files under /assets: they never change, so browsers may keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app when its folder exists (production and `npm start`); in dev Vite serves it.
 * Returns whether it did, so the not-found handler knows to answer client routes with index.html.
 */
export async function registerWebStatic(app: FastifyInstance, webDist: string): Promise<boolean> {
  const root = resolve(webDist);
  if (!existsSync(resolve(root, 'index.html'))) return false;
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
  return true;
}

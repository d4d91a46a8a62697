import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { DbOrTx } from '../db/client.ts';
import { hitRateLimit } from './rate-limit.ts';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What the plugin passes at run time: the route's merged limit options, the route itself under routeInfo. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit that counts in the database's rate_counters, so a per-route limit
 * (explanations, events, checkout) holds across every instance sharing the database, as
 * docs/product-rules.md "Scale" asks; the plugin's default store would count per process. Each route gets its own key prefix.
 */
export function databaseRateStore(db: DbOrTx): FastifyRateLimitStoreCtor {
  return class DatabaseRateStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(options?: object) {
      const route = (options as ChildOptions | undefined)?.routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : (route?.method ?? '');
      this.prefix = `route:${method} ${route?.url ?? ''}:`;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      hitRateLimit(db, this.prefix + key, { max, windowMs: timeWindow }).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.retryAfterSeconds * 1000 }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new DatabaseRateStore(routeOptions);
    }
  };
}

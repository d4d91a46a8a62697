import { API_ROUTES, type ApiRouteName, routePath } from '@gapwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/config.ts';
import { freshDatabase } from '../test/databases.ts';
import { type App, buildApp } from './app.ts';
import type { Database } from './db/client.ts';

/**
 * The route map of the contracts is what the web calls through; a route in it that the server does not
 * register (a renamed path, a changed method) fails here, before a learner meets a 404.
 */
describe('the route map of the contracts', () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await freshDatabase('pglite');
    app = await buildApp({ config: testConfig(), database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('names only routes the server registers, with the same method and path', () => {
    const missing = Object.entries(API_ROUTES)
      .filter(([, route]) => !app.hasRoute({ method: route.method, url: `/api${route.path}` }))
      .map(([name, route]) => `${name}: ${route.method} /api${route.path}`);
    expect(missing).toEqual([]);
  });

  it('the check can fail: a path or method the server does not have is not found', () => {
    expect(app.hasRoute({ method: 'GET', url: '/api/no-such-route' })).toBe(false);
    expect(app.hasRoute({ method: 'DELETE', url: `/api${API_ROUTES['sections.list'].path}` })).toBe(false);
  });

  it('fills and encodes path parameters', () => {
    const name: ApiRouteName = 'payment.status';
    expect(routePath(name, { orderId: 'a/b c' })).toBe('/payment/liqpay-check-payment-status/a%2Fb%20c');
    expect(routePath('sections.list', {})).toBe('/sections');
  });
});

import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadedContent } from '../test/bank.ts';
import { testConfig } from '../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../test/databases.ts';
import { signedInUser } from '../test/users.ts';
import { type App, buildApp } from './app.ts';
import type { Database } from './db/client.ts';

/** Path parameter values: NUL, bad percent-encoding, over the router's 100 characters, odd but valid. */
const PARAMS = [
  'x',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%FF',
  'p'.repeat(101),
  'q'.repeat(3000),
  '..%2F..%2Fetc',
  '-1',
  '1e309',
  '%F0%9F%98%80',
];
const QUERIES = [
  '?limit=%00',
  '?x=%E0%A4%A',
  '?limit=abc&limit=2',
  '?offset=-1&limit=1e309',
  `?q=${'r'.repeat(3000)}`,
];
/** Wrong types for every field a body schema names, and NUL in values and keys. */
const FIELD_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  123,
  -1,
  1e308,
  true,
  null,
  {},
  [],
  ['\u0000'],
  's'.repeat(20_000),
];
const WHOLE_BODIES: unknown[] = [
  {},
  [],
  'text',
  0,
  null,
  { '\u0000': 1 },
  { sectionRecords: { '\u0000': {} } },
];

function bodyFields(route: RouteOptions): string[] {
  const body = (route.schema as { body?: unknown } | undefined)?.body;
  return body instanceof z.ZodObject ? Object.keys(body.shape) : [];
}

interface Case {
  method: string;
  url: string;
  body?: unknown;
  raw?: string;
}

function casesOf(route: RouteOptions): Case[] {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
  const cases: Case[] = [];
  for (const method of methods) {
    const fill = (value: string) => route.url.replace(/:[^/]+|\*/g, value);
    for (const value of PARAMS) cases.push({ method, url: fill(value) });
    for (const query of QUERIES) cases.push({ method, url: fill('x') + query });
    if (method === 'GET') continue;
    const url = fill('x');
    for (const body of WHOLE_BODIES) cases.push({ method, url, body });
    cases.push({ method, url, raw: '{"unterminated": ' }, { method, url, raw: '{"a":"\\u0000"}' });
    const fields = bodyFields(route);
    for (const value of FIELD_VALUES) {
      if (fields.length) cases.push({ method, url, body: Object.fromEntries(fields.map((f) => [f, value])) });
    }
  }
  return cases;
}

/**
 * Issue 21: whatever arrives (NUL, broken UTF-8 in the URL, overlong parameters, wrong types), no route
 * answers 5xx, and every API answer is the envelope. Walks every route the app registers.
 */
describe.each(DATABASE_KINDS)('every route on %s, fed bad input', (kind) => {
  let database: Database;
  let app: App;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({
      config: testConfig({ ADMIN_EMAILS: 'fuzz-admin@example.com' }),
      database,
      content: loadedContent(),
      onRoute: (route) => routes.push(route),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers no 5xx and always the envelope', async () => {
    const admin = await signedInUser(app, database, { role: 'admin', email: 'fuzz-admin@example.com' });
    const apiRoutes = routes.filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs'));
    expect(apiRoutes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let sent = 0;
    for (const route of [...apiRoutes, ...routes.filter((r) => !apiRoutes.includes(r))]) {
      const isApi = apiRoutes.includes(route);
      for (const c of casesOf(route)) {
        for (const headers of [{}, admin.headers]) {
          const res = await app.inject({
            method: c.method as 'GET',
            url: c.url,
            headers: {
              ...headers,
              ...(c.raw !== undefined || c.body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(c.raw !== undefined
              ? { payload: c.raw }
              : c.body !== undefined
                ? { payload: JSON.stringify(c.body) }
                : {}),
          });
          sent++;
          const label = `${c.method} ${c.url.slice(0, 80)} ${JSON.stringify(c.body ?? c.raw ?? '').slice(0, 60)}`;
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${label}: ${res.body.slice(0, 160)}`);
          const type = String(res.headers['content-type'] ?? '');
          if (isApi && !type.includes('event-stream')) {
            let envelope = false;
            try {
              envelope = typeof res.json().isSuccess === 'boolean';
            } catch {
              envelope = false;
            }
            if (!envelope)
              failures.push(`not the envelope ${res.statusCode} ${label}: ${res.body.slice(0, 120)}`);
          }
        }
      }
    }
    console.info(`fuzz on ${kind}: ${routes.length} routes, ${sent} requests, ${failures.length} failures`);
    expect(failures).toEqual([]);
  }, 600_000);
});

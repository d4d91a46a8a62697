import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { otpCodes, outbox, rateCounters, sessions, users } from '../../db/schema/index.ts';

describe.each(DATABASE_KINDS)('code request limits on %s', (kind) => {
  let database: Database;
  /** Two instances over one database, as behind a load balancer. */
  let apps: [App, App];

  const rows = async () => {
    const tally = async (
      table: typeof users | typeof otpCodes | typeof outbox | typeof rateCounters | typeof sessions,
    ) => (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
    return {
      users: await tally(users),
      otpCodes: await tally(otpCodes),
      outbox: await tally(outbox),
      rateCounters: await tally(rateCounters),
      sessions: await tally(sessions),
    };
  };

  beforeAll(async () => {
    database = await freshDatabase(kind);
    const config = testConfig();
    apps = [await buildApp({ config, database }), await buildApp({ config, database })];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('1,000 requests for one address: one mail, a bounded number of rows, and 429s that hold across instances', async () => {
    const payload = { email: 'flood@example.com', name: 'Flood', locale: 'en' };
    const statuses = new Map<string, number>();
    const ask = (i: number) =>
      apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/auth/generate-otp',
        remoteAddress: '10.9.9.9',
        payload,
      });
    const first = await ask(0);
    expect(first.statusCode).toBe(200);
    const after = await rows();
    for (let i = 1; i < 1000; i += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, (_, j) => ask(i + j)));
      for (const res of batch) {
        expect(res.statusCode).toBe(429);
        const code = res.json().error.code as string;
        statuses.set(code, (statuses.get(code) ?? 0) + 1);
        // The real wait travels with the refusal, so the page can say "in 59 minutes", not "a minute".
        if (code === 'RATE_LIMITED') {
          const wait = Number(res.headers['retry-after']);
          expect(wait).toBeGreaterThan(60);
          expect(wait).toBeLessThanOrEqual(3600);
        }
      }
    }
    expect(statuses.get('RATE_LIMITED')).toBeGreaterThan(800);
    expect([...statuses.keys()].sort()).toEqual(['AUTH_RESEND_TOO_SOON', 'RATE_LIMITED']);
    // Counters are updated in place: the database holds exactly what it held after the first request.
    expect(await rows()).toEqual(after);
    expect(after).toMatchObject({ users: 1, otpCodes: 1, outbox: 1, rateCounters: 2 });
  });

  it('limits one address however many IPs ask, counting on both instances', async () => {
    const payload = { email: 'spread@example.com', name: 'Spread', locale: 'en' };
    const results: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/auth/generate-otp',
        remoteAddress: `10.1.0.${i}`,
        payload,
      });
      results.push(res.statusCode === 200 ? 'sent' : res.json().error.code);
    }
    expect(results[0]).toBe('sent');
    expect(results.slice(1, 8).every((r) => r === 'AUTH_RESEND_TOO_SOON')).toBe(true);
    expect(results.slice(8)).toEqual(Array(4).fill('RATE_LIMITED'));
  });

  it('limits code requests from one IP across addresses', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 102; i++) {
      const res = await apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/auth/generate-otp',
        remoteAddress: '10.2.0.1',
        payload: { email: `nobody-${i}@example.com`, locale: 'en' },
      });
      codes.push(res.json().error.code);
    }
    expect(codes.slice(0, 100).every((c) => c === 'AUTH_NO_USER_TRY_REGISTER')).toBe(true);
    expect(codes.slice(100)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
  });
});

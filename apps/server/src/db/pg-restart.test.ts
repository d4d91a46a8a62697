import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedContent } from '../../test/bank.ts';
import { testConfig } from '../../test/config.ts';
import { type Cluster, PG_BIN, startCluster } from '../../test/pg-cluster.ts';
import { signedInUser } from '../../test/users.ts';
import { type App, buildApp } from '../app.ts';
import { type Database, openDatabase } from './client.ts';
import { sectionRecords } from './schema/index.ts';

const LEARNERS = 12;
const OUTAGE_MS = 3_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Outcome {
  at: number;
  status: number;
  code?: string;
  retryAfter?: string;
}

/**
 * Issue 21, critical 1: PostgreSQL stopped with `pg_ctl stop -m fast` under load (every connection, some in
 * the middle of a transaction, gets 57P01) and started again. The process must stay up (an unhandled
 * 'error' event would fail this run), outage answers are 503 in the envelope, the app recovers by itself,
 * and no acknowledged write is lost. Runs on a cluster of its own: the shared one must stay up.
 */
describe.skipIf(!PG_BIN)('PostgreSQL restarting under load', () => {
  let cluster: Cluster;
  let database: Database;
  let app: App;
  const connectionErrors: Error[] = [];

  beforeAll(async () => {
    cluster = startCluster();
    database = await openDatabase({
      url: cluster.url,
      connectionTimeoutMs: 2_000,
      onConnectionError: (error) => connectionErrors.push(error),
    });
    await database.migrate();
    app = await buildApp({ config: testConfig(), database, content: loadedContent() });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    cluster?.destroy();
  });

  it('answers 503 while it is away, recovers within about a second, and loses no acknowledged save', async () => {
    const learners = await Promise.all(Array.from({ length: LEARNERS }, () => signedInUser(app, database)));
    // Each learner has been seen once, as a learner with an open tab has.
    for (const l of learners)
      expect((await app.inject({ url: '/api/users/by-access-token', headers: l.headers })).statusCode).toBe(
        200,
      );

    const outcomes: Outcome[] = [];
    const acked = new Map<string, number>(learners.map((l) => [l.id, 0]));
    let running = true;
    const drive = async (learner: (typeof learners)[number]) => {
      while (running) {
        const res = await app.inject({
          method: 'PATCH',
          url: '/api/users/section-records',
          headers: learner.headers,
          payload: { sectionSlug: 'basics', topicSlug: 'have-has', sectionRecord: { stars: 1 } },
        });
        const outcome: Outcome = { at: Date.now(), status: res.statusCode };
        if (res.statusCode === 200) acked.set(learner.id, (acked.get(learner.id) ?? 0) + 1);
        else {
          outcome.code = res.json().error?.code;
          outcome.retryAfter = String(res.headers['retry-after']);
          await sleep(20);
        }
        outcomes.push(outcome);
      }
    };
    const drivers = learners.map(drive);

    await sleep(800);
    const stoppedAt = Date.now();
    cluster.stop();
    await sleep(OUTAGE_MS);

    // While it is away: health says so, signed-in practice keeps working from memory, saves are 503.
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().content.database.ok).toBe(false);
    const topic = await app.inject({ url: '/api/topics/have-has?limit=3', headers: learners[0]?.headers });
    expect(topic.statusCode, topic.body).toBe(200);
    const me = await app.inject({ url: '/api/users/by-access-token', headers: learners[1]?.headers });
    expect(me.statusCode).toBe(503);
    expect(me.json()).toMatchObject({ isSuccess: false, error: { code: 'SERVICE_UNAVAILABLE' } });

    cluster.start();
    const backAt = Date.now();
    await sleep(1_500);
    running = false;
    await Promise.all(drivers);

    const firstOkAfter = outcomes.find((o) => o.at >= backAt && o.status === 200);
    const statuses = new Set(outcomes.map((o) => o.status));
    const unavailable = outcomes.filter((o) => o.status === 503);
    console.info(
      `pg restart: ${outcomes.length} saves, ${unavailable.length} answered 503, ` +
        `outage ${backAt - stoppedAt} ms, first save ${firstOkAfter ? firstOkAfter.at - backAt : '—'} ms after the database returned, ` +
        `${connectionErrors.length} connection errors logged`,
    );

    expect([...statuses].sort()).toEqual([200, 503]);
    expect(unavailable.every((o) => o.code === 'SERVICE_UNAVAILABLE' && Number(o.retryAfter) > 0)).toBe(true);
    expect(firstOkAfter, 'a save succeeded after the database returned').toBeDefined();
    // "About a second": the first save after the database is back, with slack for a loaded machine.
    expect((firstOkAfter?.at ?? Number.POSITIVE_INFINITY) - backAt).toBeLessThan(1_500);
    // After recovery every learner saves again.
    for (const l of learners) {
      const res = await app.inject({ url: '/api/users/by-access-token', headers: l.headers });
      expect(res.statusCode).toBe(200);
    }

    // Every acknowledged save is stored: attempts count saves, and a save whose answer was lost in the
    // outage may have committed too, so stored ≥ acknowledged.
    for (const l of learners) {
      const [row] = await database.db
        .select()
        .from(sectionRecords)
        .where(and(eq(sectionRecords.userId, l.id), eq(sectionRecords.topicSlug, 'have-has')));
      expect(row?.attempts ?? 0).toBeGreaterThanOrEqual(acked.get(l.id) ?? 0);
      expect(acked.get(l.id)).toBeGreaterThan(0);
    }
  });
});

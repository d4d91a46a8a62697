// PostgreSQL restarting under load, measured from outside (issue 21):
//   npm run bench:pg-restart   → alive / 200 / 503 / other answers / lost writes / recovery time
// A throwaway cluster of its own, the server in its own process, N learners (BENCH_LEARNERS, default 200)
// saving progress in a loop over loopback; `pg_ctl stop -m fast`, BENCH_OUTAGE_SECONDS (default 10) down,
// started again. Bounded: the whole run is killed after two minutes plus the outage.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { startCluster } from '../apps/server/test/pg-cluster.ts';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 200);
const OUTAGE_S = Number(process.env.BENCH_OUTAGE_SECONDS ?? 10);
const WARM_S = 3;
const AFTER_S = 5;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const cluster = startCluster();
const child = spawn(process.execPath, ['--import', 'tsx', 'bench/pg-restart-serve.ts'], {
  env: { ...process.env, BENCH_DATABASE_URL: cluster.url, BENCH_LEARNERS: String(LEARNERS) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const finish = (code: number) => {
  child.kill('SIGTERM');
  cluster.destroy();
  process.exit(code);
};
setTimeout(
  () => {
    console.error('bench:pg-restart took too long: stopped');
    finish(2);
  },
  (120 + OUTAGE_S) * 1000,
).unref();

const info = await new Promise<{ port: number; learners: { id: string; token: string }[] }>(
  (resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        resolve(JSON.parse(line));
      } catch {
        // not our line
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before it was ready`)));
  },
);
let exitedWith: string | null = null;
child.on('exit', (code, signal) => {
  exitedWith = signal ?? String(code);
});

const base = `http://127.0.0.1:${info.port}`;
const tally = { ok: 0, unavailable: 0, otherClient: 0, server5xx: 0, network: 0, notEnvelope: 0 };
const acked = new Map<string, number>();
let stoppedAt = Number.POSITIVE_INFINITY;
let backAt = Number.POSITIVE_INFINITY;
/** Network errors (no answer within 10 s, or a refused connection) by phase: before, during, after. */
const networkByPhase = { before: 0, outage: 0, after: 0 };
let firstOkAfterBack = Number.POSITIVE_INFINITY;
let running = true;

async function learner({ id, token }: { id: string; token: string }) {
  while (running) {
    try {
      const res = await fetch(`${base}/api/users/section-records`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ sectionSlug: 'basics', topicSlug: 'have-has', sectionRecord: { stars: 1 } }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await res.json().catch(() => null)) as { isSuccess?: boolean } | null;
      if (typeof body?.isSuccess !== 'boolean') tally.notEnvelope++;
      if (res.status === 200) {
        tally.ok++;
        acked.set(id, (acked.get(id) ?? 0) + 1);
        if (Date.now() >= backAt) firstOkAfterBack = Math.min(firstOkAfterBack, Date.now());
        continue;
      }
      if (res.status === 503) tally.unavailable++;
      else if (res.status >= 500) tally.server5xx++;
      else tally.otherClient++;
    } catch {
      tally.network++;
      const now = Date.now();
      networkByPhase[now < stoppedAt ? 'before' : now < backAt ? 'outage' : 'after']++;
    }
    await sleep(100);
  }
}

console.log(
  `${LEARNERS} learners saving over loopback; ${WARM_S} s warm, ${OUTAGE_S} s outage, ${AFTER_S} s after`,
);
const drivers = info.learners.map(learner);
await sleep(WARM_S * 1000);
stoppedAt = Date.now();
cluster.stop();
console.log(`pg_ctl stop -m fast took ${Date.now() - stoppedAt} ms`);
await sleep(OUTAGE_S * 1000);
const health = await fetch(`${base}/api/health`).then(
  (r) => r.status,
  () => 0,
);
cluster.start();
backAt = Date.now();
await sleep(AFTER_S * 1000);
running = false;
await Promise.all(drivers);

const db = new pg.Client({ connectionString: cluster.url });
await db.connect();
const { rows } = await db.query<{ user_id: string; attempts: number }>(
  `select user_id, attempts from section_records where topic_slug = 'have-has'`,
);
await db.end();
const stored = new Map(rows.map((r) => [r.user_id, r.attempts]));
let lost = 0;
for (const [id, n] of acked) lost += Math.max(0, n - (stored.get(id) ?? 0));
const alive = exitedWith === null;

console.log(`
alive                 ${alive ? 'yes' : `no (exited: ${exitedWith})`}
saves answered 200    ${tally.ok}
answered 503          ${tally.unavailable}
other 5xx             ${tally.server5xx}
other 4xx             ${tally.otherClient}
network errors        ${tally.network} (before ${networkByPhase.before}, outage ${networkByPhase.outage}, after ${networkByPhase.after})
not in the envelope   ${tally.notEnvelope}
health during outage  ${health}
acknowledged, lost    ${lost}
recovered after       ${Number.isFinite(firstOkAfterBack) ? `${firstOkAfterBack - backAt} ms` : 'never'} (first save after the database accepted connections again)
`);
finish(alive && lost === 0 && tally.server5xx === 0 && Number.isFinite(firstOkAfterBack) ? 0 : 1);

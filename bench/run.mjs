// API speed against a trivial JSON route of the same server, in the same run:
//   npm run bench   → requests/s and p99 per route, and each as a ratio to the baseline route.
// Targets (issue 4): topic route ratio ≥ 0.5, cached explanation ≥ 0.7, p99 < 25 ms at 50 connections;
// issue 20: topic ≥ 0.63 and cached explanation ≥ 0.97. Every route is warmed up first (not counted); then
// rounds of baseline, topic, POST floor, explanation (BENCH_ROUNDS, default 3; BENCH_SECONDS each, default
// 5), each ratio against the baselines either side of it, and the median round reported. The POST floor
// (bench/serve.ts) is a route that checks the explanation's body and does nothing else: the cached
// explanation over the floor is the route's own cost, apart from what every checked POST costs.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { bundleServer } from '../apps/server/bundle.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;

// The server as production runs it: bench/serve.ts bundled by the server's own build (apps/server/bundle.mjs),
// then plain Node. (Run from the TypeScript sources through tsx, every closure a request makes is also
// named by tsx's helper, a cost production never pays.) BENCH_SOURCE=1 runs the sources through tsx instead.
// Node itself, not `npx`: the server is then this process's own child, so the SIGTERM below reaches it.
// (Through npx the signal stopped at npx, the server lived on holding the stdout pipe open, and the bench
// hung after printing its table.)
const fromSource = process.env.BENCH_SOURCE === '1';
if (!fromSource) await bundleServer({ entry: 'bench/serve.ts', outfile: '.tmp/bench/serve.js' });
const child = spawn(
  process.execPath,
  fromSource ? ['--import', 'tsx', 'bench/serve.ts'] : ['.tmp/bench/serve.js'],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
const lines = createInterface({ input: child.stdout });

/** Asks the server to close (it flushes its batched counters and closes the database) and waits for it. */
async function stopServer() {
  if (child.exitCode !== null || child.signalCode !== null) return exited;
  child.kill('SIGTERM');
  const late = setTimeout(() => {
    console.error('the server did not close within 15 s of SIGTERM: killed');
    child.kill('SIGKILL');
  }, 15_000);
  const how = await exited;
  clearTimeout(late);
  lines.close();
  return how;
}
// Interrupted (Ctrl-C): never leave the server running.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    void stopServer().then(() => process.exit(130));
  });

const info = await new Promise((resolve, reject) => {
  lines.on('line', (line) => {
    try {
      resolve(JSON.parse(line));
    } catch {
      // not our line
    }
  });
  exited.then(({ code, signal }) => reject(new Error(`server exited with ${code ?? signal}`)));
});
if (!info.slug) {
  console.error('the content bank is empty: nothing to measure');
  await stopServer();
  process.exit(1);
}
const base = `http://127.0.0.1:${info.port}`;
const auth = { authorization: `Bearer ${info.token}` };
const explainBody = JSON.stringify({ exerciseId: info.exerciseId, answer: info.wrong, language: 'uk' });

async function measure(title, { path, ...options }) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: DURATION,
    ...options,
  });
  const bad = result.non2xx + result.errors;
  return { title, rps: result.requests.average, p99: result.latency.p99, bad };
}

let runs;
let overFloor;
try {
  // Warm the explanation cache once, so the run measures cached answers.
  await fetch(`${base}/api/openai/generate-explanation`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: explainBody,
  });
  const routes = {
    baseline: ['baseline GET /api/geo', { path: '/api/geo', headers: auth }],
    topic: [
      `GET /api/topics/${info.slug} (${info.size} exercises)`,
      { path: `/api/topics/${info.slug}?limit=10`, headers: auth },
    ],
    floor: [
      'POST floor: the same body checked, nothing done (bench only)',
      {
        path: '/bench/validated-post',
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: explainBody,
      },
    ],
    explanation: [
      'POST /api/openai/generate-explanation (cached)',
      {
        path: '/api/openai/generate-explanation',
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: explainBody,
      },
    ],
  };
  // A warm-up round, not counted: every route runs once before anything is measured, so no route is
  // measured on a colder JIT than another (the baseline, measured first, used to be the only cold one).
  for (const [title, options] of Object.values(routes))
    await measure(title, { ...options, duration: Math.min(3, DURATION) });
  // Rounds of baseline, topic, explanation, each route's ratio taken against the mean of the baselines
  // measured just before and just after it (B T E B T E B …), so a machine that gets busier or quieter
  // moves the reference with the routes it is compared to; the table gives each route's median round.
  const baselines = [await measure(...routes.baseline)];
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const topic = await measure(...routes.topic);
    const floor = await measure(...routes.floor);
    const explanation = await measure(...routes.explanation);
    baselines.push(await measure(...routes.baseline));
    const reference = (baselines[round].rps + baselines[round + 1].rps) / 2;
    rounds.push({ reference, topic, floor, explanation });
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const summary = (key) => {
    const ratios = rounds.map((r) => r[key].rps / r.reference);
    return {
      title: rounds[0][key].title,
      rps: median(rounds.map((r) => r[key].rps)),
      p99: Math.max(...rounds.map((r) => r[key].p99)),
      bad: rounds.reduce((n, r) => n + r[key].bad, 0),
      ratio: median(ratios),
      rounds: ratios,
    };
  };
  const reference = rounds.map((r) => r.reference);
  runs = [
    {
      title: `${routes.baseline[0]} (reference of each round)`,
      rps: median(reference),
      p99: Math.max(...baselines.map((b) => b.p99)),
      bad: baselines.reduce((n, b) => n + b.bad, 0),
      ratio: 1,
      rounds: reference.map(() => 1),
    },
    summary('topic'),
    summary('floor'),
    summary('explanation'),
  ];
  overFloor = median(rounds.map((r) => r.explanation.rps / r.floor.rps));
} finally {
  const { code, signal } = await stopServer();
  if (code !== 0) console.error(`the server closed with ${code ?? signal}`);
}

console.log(`\n${CONNECTIONS} connections, ${DURATION} s per measurement, ${ROUNDS} rounds, loopback\n`);
console.log(
  'route'.padEnd(62),
  'req/s'.padStart(8),
  'p99 ms'.padStart(8),
  'ratio'.padStart(7),
  'errors'.padStart(7),
  '  ratio per round',
);
for (const r of runs) {
  console.log(
    r.title.padEnd(62),
    r.rps.toFixed(0).padStart(8),
    String(r.p99).padStart(8),
    r.ratio.toFixed(2).padStart(7),
    String(r.bad).padStart(7),
    ` ${r.rounds.map((x) => x.toFixed(2)).join(' ')}`,
  );
}
console.log(
  `\ncached explanation against the POST floor (median round): ${overFloor.toFixed(2)}: what the route itself costs`,
);

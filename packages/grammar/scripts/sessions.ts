// npm run content:sessions [-- --sessions 50 --size 10 --seed x --hq]: draws sessions per topic from the
// real bank, once uniformly at random (the old sampler) and once with sampleSession (the topic route's),
// and prints the share of sessions with a near-repeat and with an answer over its fair share.
import {
  buildTopic,
  createRng,
  type Exercise,
  SECTIONS,
  sampleSession,
  sessionReport,
} from '../src/index.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const sessions = Number(arg('sessions') ?? 50);
const size = Number(arg('size') ?? 10);
const hq = args.includes('--hq');
const rng = createRng(arg('seed') ?? 'sessions');
const random = () => rng.next();

function uniform(pool: readonly Exercise[]): Exercise[] {
  return rng.shuffle(pool).slice(0, size);
}

const pct = (n: number, d: number) => `${Math.round((n / Math.max(1, d)) * 100)}%`.padStart(5);
const totals = { before: { near: 0, key: 0 }, after: { near: 0, key: 0 }, n: 0 };
const rows: string[] = [];
for (const section of SECTIONS)
  for (const topic of section.topics) {
    process.stderr.write(`\r${topic.slug.padEnd(50)}`);
    const all = buildTopic(topic).exercises;
    const pool = hq && all.some((e) => e.highQuality) ? all.filter((e) => e.highQuality) : all;
    const before = sessionReport(pool, () => uniform(pool), sessions, size);
    const after = sessionReport(
      pool,
      () => sampleSession(pool, size, () => true, random, { topic: pool }),
      sessions,
      size,
    );
    totals.before.near += before.withNearRepeat;
    totals.before.key += before.withKeyOverShare;
    totals.after.near += after.withNearRepeat;
    totals.after.key += after.withKeyOverShare;
    totals.n += sessions;
    rows.push(
      `${topic.slug.padEnd(40)} ${String(pool.length).padStart(6)} ${String(after.forms).padStart(5)} ${pct(before.withNearRepeat, sessions)} ${pct(after.withNearRepeat, sessions)} ${pct(before.withKeyOverShare, sessions)} ${pct(after.withKeyOverShare, sessions)}`,
    );
  }
process.stderr.write('\n');
console.log(
  `${sessions} sessions of ${size} per topic${hq ? ' (high-quality tier)' : ''}; near = a pair that differs by a word or two; key = an answer over its fair share\n`,
);
console.log(
  `${'topic'.padEnd(40)} ${'items'.padStart(6)} ${'forms'.padStart(5)} ${'near:before'.padStart(5)} ${'after'.padStart(5)} ${'key:before'.padStart(5)} ${'after'.padStart(5)}`,
);
for (const r of rows) console.log(r);
console.log(
  `\nall topics: near-repeats ${pct(totals.before.near, totals.n).trim()} → ${pct(totals.after.near, totals.n).trim()} of sessions; key over fair share ${pct(totals.before.key, totals.n).trim()} → ${pct(totals.after.key, totals.n).trim()}`,
);

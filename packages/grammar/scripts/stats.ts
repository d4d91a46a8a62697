// npm run content:stats — per section and topic: exercises, distinct skeletons, high-quality share, checker
// pass rate (from the committed cache) and rejected drafts; a progress bar on stderr while building.
import { buildTopic, fillBlank, SECTIONS } from '../src/index.ts';
import { checkerCache, sentenceKey } from './checker-cache.ts';

const topics = SECTIONS.flatMap((s) => s.topics.map((t) => ({ section: s.slug, topic: t })));
const cache = checkerCache();
const rows: string[] = [];
let total = 0;
let totalHq = 0;
let checked = 0;
let passed = 0;
for (const [i, { section, topic }] of topics.entries()) {
  const width = 30;
  const done = Math.round(((i + 1) / topics.length) * width);
  process.stderr.write(
    `\r[${'#'.repeat(done)}${'.'.repeat(width - done)}] ${i + 1}/${topics.length} ${topic.slug.padEnd(40)}`,
  );
  const built = buildTopic(topic);
  const skeletons = new Set(built.exercises.map((e) => e.skeleton)).size;
  const hq = built.exercises.filter((e) => e.highQuality).length;
  let tChecked = 0;
  let tPassed = 0;
  for (const e of built.exercises) {
    const verdict = cache.get(sentenceKey(fillBlank(e.text, e.answer).split(' — ')[0] ?? ''));
    if (verdict === undefined) continue;
    tChecked++;
    if (verdict) tPassed++;
  }
  total += built.exercises.length;
  totalHq += hq;
  checked += tChecked;
  passed += tPassed;
  const rejected = built.rejected.filter((r) =>
    r.reasons.some((x) => x !== 'duplicate sentence in topic'),
  ).length;
  rows.push(
    `${section.padEnd(18)} ${topic.slug.padEnd(40)} ${String(built.exercises.length).padStart(6)} ${String(skeletons).padStart(6)} ${`${Math.round((hq / Math.max(1, built.exercises.length)) * 100)}%`.padStart(6)} ${(tChecked ? `${Math.round((tPassed / tChecked) * 100)}%` : '—').padStart(8)} ${String(rejected).padStart(6)}`,
  );
}
process.stderr.write('\n');
console.log(
  `${'section'.padEnd(18)} ${'topic'.padEnd(40)} ${'items'.padStart(6)} ${'skel.'.padStart(6)} ${'HQ'.padStart(6)} ${'checker'.padStart(8)} ${'rej.'.padStart(6)}`,
);
for (const r of rows) console.log(r);
console.log(
  `\n${topics.length} topics, ${total} exercises, ${Math.round((totalHq / Math.max(1, total)) * 100)}% high quality, checker: ${checked ? `${Math.round((passed / checked) * 100)}% of ${checked} checked` : 'no verdicts cached'}`,
);

// npm run content:review-sample -- --seed 1 --n 400 [--topics a,b] [--out .tmp/review]: a seeded random sample of the
// bank, spread evenly over every section, for a blind review. Writes two files:
//   review-<seed>.txt      what reviewers see: number, section, sentence with the gap, the choices (no key)
//   review-<seed>.key.json the key, kept from reviewers: id, topic, answer for every number
// Reviewers answer in a text file, one line per item: "<number> | <every acceptable choice, ; between> | yes/no"
// (is the sentence natural English with the right choice?). Score with npm run content:review-score.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildTopic, createRng, SECTIONS } from '../src/index.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const seed = arg('seed') ?? '1';
const n = Number(arg('n') ?? 400);
const out = arg('out') ?? '.tmp/review';
const rng = createRng(`review:${seed}`);

interface KeyRow {
  n: number;
  id: string;
  section: string;
  topic: string;
  answer: string;
  choices: string[];
  highQuality: boolean;
}
const rows: KeyRow[] = [];
// Sections without topics (playground, tutorial) take no share, so --n 400 gives 400 items.
// `--topics a,b`: only those topics, each its own share (a round on new topics over-weights them).
const only = arg('topics')?.split(',');
const sections = only
  ? SECTIONS.flatMap((s) => s.topics.filter((t) => only.includes(t.slug)).map((t) => ({ ...s, topics: [t] })))
  : SECTIONS.filter((s) => s.topics.length > 0);
if (only && sections.length !== only.length) throw new Error('--topics: an unknown topic slug');
const perSection = Math.ceil(n / sections.length);
for (const section of sections) {
  process.stderr.write(`\r${section.slug.padEnd(40)}`);
  const pool = section.topics.flatMap((t) => buildTopic(t).exercises);
  for (const e of rng.shuffle(pool).slice(0, perSection))
    rows.push({
      n: 0,
      id: e.id,
      section: section.slug,
      topic: e.topicSlug,
      answer: e.answer,
      choices: e.choices,
      highQuality: e.highQuality,
      text: e.text,
    } as KeyRow & { text: string });
}
process.stderr.write('\n');
const picked = rng.shuffle(rows).slice(0, n) as (KeyRow & { text: string })[];
picked.forEach((r, i) => {
  r.n = i + 1;
});
mkdirSync(out, { recursive: true });
const sheet = picked
  .map((r) => `${r.n}. [${r.section}] ${r.text}\n   choices: ${r.choices.join(' ; ')}`)
  .join('\n');
writeFileSync(
  join(out, `review-${seed}.txt`),
  `Blind review, sample ${seed}: ${picked.length} items.\nFor every item answer one line: <number> | <every acceptable choice, separated by ;> | <natural: yes/no>\n\n${sheet}\n`,
);
writeFileSync(
  join(out, `review-${seed}.key.json`),
  `${JSON.stringify(
    picked.map(({ text: _t, ...k }) => k),
    null,
    1,
  )}\n`,
);
console.log(`${picked.length} items → ${join(out, `review-${seed}.txt`)} (key: review-${seed}.key.json)`);

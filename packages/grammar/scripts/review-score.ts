// npm run content:review-score -- --key .tmp/review/review-1.key.json answers-a.txt answers-b.txt …
// Scores blind reviewers' answers against the key. An item passes for a reviewer when exactly the key is
// acceptable (no second answer, the key not rejected) and the sentence is natural. Prints pass rates by
// section, by reviewer and by tier (top tier vs the rest).
import { readFileSync } from 'node:fs';

export interface ReviewAnswer {
  n: number;
  acceptable: string[];
  natural: boolean;
}

/** Lines "<number> | <choice; choice> | yes/no"; anything else is ignored (notes, blank lines). */
export function parseAnswers(text: string): ReviewAnswer[] {
  const out: ReviewAnswer[] = [];
  for (const line of text.split('\n')) {
    const m = /^\s*(\d+)\s*\|([^|]*)\|\s*(yes|no|y|n)\b/i.exec(line);
    if (!m) continue;
    out.push({
      n: Number(m[1]),
      acceptable: (m[2] ?? '')
        .split(';')
        .map((c) => c.trim())
        .filter(Boolean),
      natural: /^y/i.test(m[3] ?? ''),
    });
  }
  return out;
}

const norm = (s: string) => s.trim().toLowerCase().replace(/’/g, "'");

export function passes(answer: ReviewAnswer, key: string): boolean {
  const acceptable = new Set(answer.acceptable.map(norm));
  return answer.natural && acceptable.size === 1 && acceptable.has(norm(key));
}

const args = process.argv.slice(2);
const keyAt = args.indexOf('--key');
if (keyAt < 0 || !args[keyAt + 1]) {
  console.error('Usage: npm run content:review-score -- --key <review-N.key.json> <answers.txt> [...]');
  process.exit(1);
}
const key = JSON.parse(readFileSync(args[keyAt + 1] as string, 'utf8')) as {
  n: number;
  section: string;
  topic: string;
  answer: string;
  highQuality: boolean;
}[];
const byN = new Map(key.map((k) => [k.n, k]));
const files = args.filter((a, i) => i !== keyAt && i !== keyAt + 1 && !a.startsWith('--'));
type Tally = { items: number; pass: number; second: number; unnatural: number };
const tally = () => ({ items: 0, pass: 0, second: 0, unnatural: 0 });
const sections = new Map<string, Tally>();
const tiers = new Map<string, Tally>();
const fails: string[] = [];
for (const file of files) {
  const answers = parseAnswers(readFileSync(file, 'utf8'));
  const own = tally();
  for (const a of answers) {
    const k = byN.get(a.n);
    if (!k) continue;
    const ok = passes(a, k.answer);
    for (const t of [
      own,
      sections.get(k.section) ?? sections.set(k.section, tally()).get(k.section),
      tiers.get(k.highQuality ? 'top tier' : 'rest') ??
        tiers.set(k.highQuality ? 'top tier' : 'rest', tally()).get(k.highQuality ? 'top tier' : 'rest'),
    ] as Tally[]) {
      t.items++;
      if (ok) t.pass++;
      if (a.acceptable.length > 1) t.second++;
      if (!a.natural) t.unnatural++;
    }
    if (!ok)
      fails.push(
        `${file}: #${a.n} ${k.topic} key "${k.answer}" → [${a.acceptable.join('; ')}] ${a.natural ? 'natural' : 'unnatural'}`,
      );
  }
  console.log(
    `${file}: ${own.pass}/${own.items} pass (${Math.round((own.pass / Math.max(1, own.items)) * 100)}%)`,
  );
}
const row = (name: string, t: Tally) =>
  `${name.padEnd(20)} ${String(t.items).padStart(5)} ${`${Math.round((t.pass / Math.max(1, t.items)) * 100)}%`.padStart(6)} ${String(t.second).padStart(7)} ${String(t.unnatural).padStart(10)}`;
console.log(
  `\n${'section'.padEnd(20)} ${'items'.padStart(5)} ${'pass'.padStart(6)} ${'2nd ans'.padStart(7)} ${'unnatural'.padStart(10)}`,
);
const total = tally();
for (const [s, t] of [...sections].sort()) {
  console.log(row(s, t));
  total.items += t.items;
  total.pass += t.pass;
  total.second += t.second;
  total.unnatural += t.unnatural;
}
console.log(row('all', total));
for (const [s, t] of tiers) console.log(row(s, t));
if (args.includes('--fails')) console.log(`\n${fails.join('\n')}`);

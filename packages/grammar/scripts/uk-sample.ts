// npx tsx packages/grammar/scripts/uk-sample.ts [--n 2] [--type agreement-3sg] [--rules] [--seed x]
// The Ukrainian side of the explanations, for a Ukrainian teacher to read as a learner sees it: for every
// error type, --n rendered explanations of real bank exercises (sentence, choice, answer, the full text
// the server sends), picked from different topics where the bank allows. With --rules (or alone with
// --rules-only) it also prints every topic's Ukrainian name, rule card and rule statements, which the
// explanation quotes as "Правило: …". Writes to stdout; redirect it to a file to read.
import { explain } from '../src/explain/compose.ts';
import { ERROR_PARAMS } from '../src/explain/error-types.ts';
import { buildTopic, createRng, SECTIONS, topicMeta } from '../src/index.ts';
import type { Exercise, TopicMeta } from '../src/types.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const n = Number(arg('n') ?? 2);
const only = arg('type');
const rulesOnly = args.includes('--rules-only');
const withRules = rulesOnly || args.includes('--rules');
const rng = createRng(`uk-sample:${arg('seed') ?? '1'}`);

const topics = SECTIONS.flatMap((s) => s.topics);

if (withRules) {
  console.log('=== TOPIC RULES (uk) ===\n');
  for (const t of topics) {
    const m = topicMeta(t);
    console.log(`## ${m.slug} — ${m.name.uk}`);
    console.log(`  card:    ${m.card.rule.uk}`);
    console.log(`  signals: ${m.card.signals.uk}`);
    for (const r of m.rules) console.log(`  [${r.id}] ${r.statement.uk}`);
    console.log('');
  }
  if (rulesOnly) process.exit(0);
}

/** Every (exercise, distractor) by error type, keeping the topic so the picks can spread over topics. */
interface Hit {
  exercise: Exercise;
  meta: TopicMeta;
  chosen: string;
}
const byType = new Map<string, Hit[]>();
for (const t of topics) {
  const meta = topicMeta(t);
  for (const exercise of buildTopic(t).exercises)
    for (const d of exercise.rationale.distractors) {
      if (only && d.errorType !== only) continue;
      const list = byType.get(d.errorType) ?? [];
      list.push({ exercise, meta, chosen: d.choice });
      byType.set(d.errorType, list);
    }
}

/** Up to `n` hits, one per topic first, then any; shuffled so reruns with another seed show new ones. */
function pick(hits: Hit[]): Hit[] {
  const shuffled = rng.shuffle([...hits]);
  const out: Hit[] = [];
  const topicsSeen = new Set<string>();
  for (const h of shuffled) {
    if (out.length >= n) break;
    if (topicsSeen.has(h.meta.slug)) continue;
    topicsSeen.add(h.meta.slug);
    out.push(h);
  }
  for (const h of shuffled) if (out.length < n && !out.includes(h)) out.push(h);
  return out;
}

console.log('=== EXPLANATIONS BY ERROR TYPE (uk) ===\n');
const types = only ? [only] : Object.keys(ERROR_PARAMS).sort();
for (const type of types) {
  const hits = byType.get(type) ?? [];
  console.log(`### ${type} (${hits.length} in the bank)`);
  if (hits.length === 0) console.log('  (no exercise in the bank carries this error type)\n');
  for (const h of pick(hits)) {
    console.log(`- [${h.meta.slug}] ${h.exercise.text}`);
    console.log(`  chosen: ${h.chosen}   answer: ${h.exercise.answer}`);
    const text = explain({ exercise: h.exercise, topic: h.meta, chosen: h.chosen, language: 'uk' });
    for (const line of text.split('\n\n')) console.log(`  | ${line}`);
    console.log('');
  }
}

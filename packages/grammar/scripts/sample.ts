// npm run content:sample -- --topic do-does --n 20 [--seed x]: random exercises with their answer and
// rationale, for a person to read as a teacher would.
import { buildTopic, createRng, SECTIONS } from '../src/index.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const slug = arg('topic');
const n = Number(arg('n') ?? 20);
const topic = SECTIONS.flatMap((s) => s.topics).find((t) => t.slug === slug);
if (!topic) {
  console.error(
    `Unknown topic "${slug}". Topics: ${SECTIONS.flatMap((s) => s.topics.map((t) => t.slug)).join(', ')}`,
  );
  process.exit(1);
}
const built = buildTopic(topic);
const rng = createRng(arg('seed') ?? String(Date.now()));
console.log(`${topic.slug} (${topic.level}): ${built.exercises.length} exercises\n${topic.card.rule.en}\n`);
for (const e of rng.shuffle(built.exercises).slice(0, n)) {
  console.log(e.text.replace('___', `[${e.choices.join(' / ')}]`));
  console.log(
    `  ✓ ${e.answer}   rule: ${e.rationale.ruleId}   trigger: ${e.rationale.trigger.join(', ')}   quality: ${e.quality.toFixed(2)}`,
  );
  for (const d of e.rationale.distractors)
    console.log(`  ✗ ${d.choice}: ${d.errorType} ${d.params ? JSON.stringify(d.params) : ''}`);
}

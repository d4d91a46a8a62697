import { SECTIONS } from './packages/grammar/src/catalogue.ts';
import { buildTopic } from './packages/grammar/src/bank.ts';
const [slug, nStr] = process.argv.slice(2);
const t = SECTIONS.flatMap((s) => s.topics).find((x) => x.slug === slug)!;
const all = buildTopic({ ...t, target: 6000 }).exercises;
console.log(slug, 'target', t.target, 'yield', all.length);
const tail = all.slice(t.target);
const n = Number(nStr ?? 20);
for (let i = 0; i < Math.min(n, tail.length); i++) {
  const e = tail[Math.floor((i * tail.length) / n)]!;
  console.log(`${e.text.replace('___', `[${e.choices.join(' / ')}]`)}   => ${e.answer}`);
}

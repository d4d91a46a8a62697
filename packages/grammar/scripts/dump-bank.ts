// npx tsx packages/grammar/scripts/dump-bank.ts [file] [--full] — writes every served exercise, one line each, in
// catalogue order: section, topic, id, sentence, choices, answer (with --full also the rationale, skeleton and
// quality). Run it before and after a refactor of the engine and diff the two files: empty means the bank is the same.
import { writeFileSync } from 'node:fs';
import { buildTopic, SECTIONS } from '../src/index.ts';

const args = process.argv.slice(2);
const full = args.includes('--full');
const out = args.find((a) => !a.startsWith('--')) ?? 'bank-dump.txt';
const lines: string[] = [];
for (const section of SECTIONS) {
  for (const topic of section.topics) {
    for (const e of buildTopic(topic).exercises) {
      const row = [section.slug, topic.slug, e.id, e.text, e.choices.join(' | '), e.answer];
      if (full) row.push(JSON.stringify(e.rationale), e.skeleton, String(e.quality), String(e.highQuality));
      lines.push(row.join('\t'));
    }
  }
}
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`${lines.length} exercises written to ${out}`);

// npm run content:curriculum — writes docs/curriculum.md from the curriculum map (src/curriculum.ts) and
// the catalogue: every unit of a standard A1–C1 course with the topics that practise it, each topic with its
// section, its level in the app and what it practises (its rule card), and the units still without a topic.
import { writeFileSync } from 'node:fs';
import { type Cefr, COURSE_UNITS } from '../src/curriculum.ts';
import { SECTIONS } from '../src/index.ts';

const OUT = new URL('../../../docs/curriculum.md', import.meta.url);
const topics = new Map(
  SECTIONS.filter((s) => s.slug !== 'tutorial' && s.slug !== 'playground').flatMap((s) =>
    s.topics.map((t) => [t.slug, { topic: t, section: s }] as const),
  ),
);
const LEVEL = { basic: 'basic', intermediate: 'intermediate (premium)', advanced: 'advanced (premium)' };
const firstSentence = (text: string) => (text.match(/^.*?[.!?](\s|$)/)?.[0] ?? text).trim();
const cell = (text: string) => text.replace(/\|/g, '\\|');

const lines: string[] = [
  '# Curriculum map',
  '',
  'Every topic of the catalogue placed in the unit of a standard A1–C1 grammar course it practises, so gaps',
  'are visible. Written by `npm run content:curriculum` from `packages/grammar/src/curriculum.ts` and the',
  'catalogue (do not edit by hand); the package test fails when a topic is in no unit or a unit names a topic',
  'that does not exist. "Level in the app" is the topic\'s level on the hub (basic topics are free to signed-in',
  'learners; intermediate and advanced ones need a pass). Exercise counts are live: `npm run content:stats`.',
  '',
];
const gaps: string[] = [];
const counts: string[] = [];
for (const cefr of ['A1', 'A2', 'B1', 'B2', 'C1'] as Cefr[]) {
  const units = COURSE_UNITS.filter((u) => u.cefr === cefr);
  const inLevel = units.flatMap((u) => u.topics).filter((slug) => topics.has(slug));
  counts.push(`${cefr}: ${inLevel.length} topics in ${units.length} units`);
  lines.push(
    `## ${cefr}`,
    '',
    '| Unit | Topic | Section | Level in the app | What it practises |',
    '|---|---|---|---|---|',
  );
  for (const u of units) {
    const present = u.topics.filter((slug) => topics.has(slug));
    if (present.length === 0) {
      gaps.push(`${cefr} · ${u.unit}`);
      lines.push(`| ${cell(u.unit)} | — (gap) | | | |`);
      continue;
    }
    present.forEach((slug, i) => {
      const entry = topics.get(slug);
      if (!entry) return;
      const { topic, section } = entry;
      lines.push(
        `| ${i === 0 ? cell(u.unit) : ''} | ${cell(topic.name.en)} (\`${slug}\`) | ${cell(section.name.en)} | ${LEVEL[topic.level]} | ${cell(firstSentence(topic.card.rule.en))} |`,
      );
    });
  }
  lines.push('');
}
lines.push('## Gaps', '');
lines.push(
  gaps.length === 0
    ? 'None: every unit of the map has at least one topic.'
    : 'Units of the course with no topic yet (the next topics to write):\n',
);
for (const g of gaps) lines.push(`- ${g}`);
lines.push('', '## Totals', '', `${topics.size} topics. ${counts.join('; ')}.`, '');
writeFileSync(OUT, lines.join('\n'));
console.log(`docs/curriculum.md: ${topics.size} topics, ${gaps.length} gaps`);

import { z } from 'zod';
import { someSubjects } from '../../core/verb-clauses.ts';
import { type Item, makeTopic, type Wrong } from '../../engine.ts';
import { ACTIONS, restFor } from '../../lexicon/actions.ts';
import { record, table } from '../../lexicon/data.ts';
import { bePresent, subjectStart } from '../../lexicon/subject.ts';
import { ingForm } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './ing-form-spelling.data.json' with { type: 'json' };
import copy from './ing-form-spelling.json' with { type: 'json' };

/** Extra verbs whose -ing spelling is worth practising, each with a phrase that reads naturally. */
const EXTRA: [string, string][] = table('EXTRA', data.EXTRA, z.tuple([z.string(), z.string()]));

/**
 * Issue 16 bases: a verb in a situation of its own (not one frame with a phrase swapped), said by two
 * subjects each. Only verbs whose wrong spelling is a non-word (no hoping/taping/moping/planing/coping/
 * marring, no queuing/queueing pair, no babysit).
 */
export const AUTHORED: [verb: string, subjects: [string, string], rest: string][] = table(
  'AUTHORED',
  data.AUTHORED,
  z.tuple([z.string(), z.tuple([z.string(), z.string()]), z.string()]),
);

const RULE_OF: Record<string, string> = record('RULE_OF', data.RULE_OF, z.string());

/** The rule an -ing spelling follows, and the non-words learners write by missing it. */
export function ingMistakes(verb: string): { rule: string; wrong: string[] } {
  const right = ingForm(verb);
  if (verb.endsWith('ie')) return { rule: 'ie', wrong: [`${verb}ing`, `${verb.slice(0, -1)}ing`] };
  if (/ee$/.test(verb)) return { rule: 'keep-ee', wrong: [`${verb.slice(0, -1)}ing`] };
  if (right.endsWith('cking') && verb.endsWith('c')) return { rule: 'ck', wrong: [`${verb}ing`] };
  if (verb.endsWith('e')) return { rule: 'drop-e', wrong: [`${verb}ing`] };
  if (right === `${verb}${verb.at(-1)}ing`) return { rule: 'double', wrong: [`${verb}ing`] };
  // Two-syllable verbs stressed on the first syllable: no doubling (visiting, opening).
  if (/[^aeiou][aeiou][^aeiouwxy]$/.test(verb) && /^[^aeiou]*[aeiou]+[^aeiou]+[aeiou]/.test(verb))
    return { rule: 'no-double', wrong: [`${verb}${verb.at(-1)}ing`] };
  return { rule: 'plain', wrong: /y$/.test(verb) ? [`${verb.slice(0, -1)}ing`] : [] };
}

function build(rng: Rng): Item[] {
  const phrases: { id: string; verb: string; rest: string; adult: boolean }[] = [
    ...ACTIONS.filter((a) => a.p).map((a) => ({ id: a.id, verb: a.verb, rest: a.rest, adult: a.adult })),
    ...EXTRA.map(([verb, rest]) => ({ id: `x-${verb}`, verb, rest, adult: false })),
  ];
  const items: Item[] = [];
  for (const p of phrases) {
    // Travel-type verbs have two accepted spellings (travelling/traveling): never used here.
    if (['travel', 'cancel', 'label', 'model'].includes(p.verb)) continue;
    const { rule, wrong } = ingMistakes(p.verb);
    if (wrong.length === 0 && rule !== 'plain') continue;
    const right = ingForm(p.verb);
    const ws: Wrong[] = wrong
      .filter((w) => w !== right)
      .map((w) => ({ choice: w, errorType: 'spelling-ing', params: { rule, needed: right } }));
    if (ws.length === 0) continue;
    for (const s of someSubjects(rng, rule === 'plain' ? 3 : 12, p.adult)) {
      const rest = restFor({ rest: p.rest } as Parameters<typeof restFor>[0], s.poss);
      if (p.verb === 'rain') {
        // Weather has "it" as its subject.
        items.push({
          text: `Take an umbrella. It is ___ ${rest}.`,
          answer: right,
          wrong: ws,
          ruleId: RULE_OF[rule] ?? 'ing-plain',
          trigger: [p.verb],
          skeleton: `ing:${p.id}`,
        });
        break;
      }
      items.push({
        text: `${subjectStart(s)} ${bePresent(s)} ___ ${rest} ${rng.pick(['at the moment', 'right now'])}.`,
        answer: right,
        wrong: ws,
        ruleId: RULE_OF[rule] ?? 'ing-plain',
        trigger: [p.verb],
        skeleton: `ing:${p.id}`,
      });
    }
  }
  AUTHORED.forEach(([verb, subjects, rest], i) => {
    const { rule, wrong } = ingMistakes(verb);
    const right = ingForm(verb);
    const ws: Wrong[] = wrong
      .filter((w) => w !== right)
      .map((w) => ({ choice: w, errorType: 'spelling-ing', params: { rule, needed: right } }));
    if (ws.length === 0) return;
    for (const subject of subjects)
      items.push({
        text: `${subject} ${rest}`,
        answer: right,
        wrong: ws,
        ruleId: RULE_OF[rule] ?? 'ing-plain',
        trigger: [verb],
        skeleton: `ing:auth:${i}`,
      });
  });
  return items;
}

export const ingSpelling: TopicDef = makeTopic(copy, { target: 800, build: build });

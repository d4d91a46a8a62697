import { z } from 'zod';
import { d, expand, type Item, makeTopic } from '../../engine.ts';
import { record } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './defining-non-defining-relative-clauses.data.json' with { type: 'json' };
import copy from './defining-non-defining-relative-clauses.json' with { type: 'json' };

/**
 * Defining and non-defining relative clauses: who, which, that, whose, where. Every sentence is authored;
 * {a|b} gives a few variants of one base (they share its skeleton). What is offered is chosen so that
 * exactly one word fits:
 * - after a comma (non-defining) "that" is always wrong, and is offered against who / which / whose /
 *   where; "whom" and "zero" are never offered (both would be right for objects);
 * - in a defining clause "which" and "that" are never offered together (both fit things), nor "who" and
 *   "that" (both fit people): the defining keys are "that" (after anything, everything, the only, a
 *   superlative) against what / who, and "who" against which / what;
 * - "which" for a whole clause (…, which surprised everyone) is offered against what / who, not "that"
 *   (", that surprised everyone" reads as two sentences joined by a comma, which some accept in speech).
 */
type K =
  | 'nd-who'
  | 'nd-which'
  | 'nd-whose'
  | 'nd-where'
  | 'clause-which'
  | 'd-that'
  | 'd-who'
  | 'd-whose'
  | 'd-where';

const KSchema = z.enum([
  'nd-who',
  'nd-which',
  'nd-whose',
  'nd-where',
  'clause-which',
  'd-that',
  'd-who',
  'd-whose',
  'd-where',
]);

const BASES: Record<K, string[]> = record('BASES', data.BASES, z.array(z.string()), KSchema);

/**
 * Issue 16: more authored bases, built after the first ones (so their ids stay), skeleton `…:n<i>`. The same
 * rules hold: commas in the sentence force who / which / whose / where; a defining clause offers "that"
 * only against what / who (never which), "who" only against which / what (never that).
 */
const MORE: Record<K, string[]> = record('MORE', data.MORE, z.array(z.string()), KSchema);

/**
 * Issue 16, "the full catalogue": more authored bases, built after MORE (skeleton `…:g<i>`), with the same
 * rules. A defining "that" key follows a thing (never a person, where who is right too); a defining "who"
 * key follows a person (which and what are wrong, that is never offered).
 */
const GROWN: Record<K, string[]> = record('GROWN', data.GROWN, z.array(z.string()), KSchema);

/** The key and its two wrong words, each with its error type, per kind of clause. */
const PLAN: Record<K, { answer: string; ruleId: string; wrong: [string, string][] }> = record(
  'PLAN',
  data.PLAN,
  z.strictObject({
    answer: z.string(),
    ruleId: z.string(),
    wrong: z.array(z.tuple([z.string(), z.string()])),
  }),
  KSchema,
);

/** The words before the gap that the clause is about ("My brother", "The train was two hours late"). */
const headOf = (text: string): string => (text.split(' ___')[0] ?? '').replace(/,$/, '');

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  // The later lists come after the first so the rng calls and skeleton ids of the older lines stay; the
  // prefix keeps their skeleton ids apart.
  const lists: [Record<K, string[]>, string][] = [
    [BASES, ''],
    [MORE, 'n'],
    [GROWN, 'g'],
  ];
  for (const [list, prefix] of lists) {
    for (const kind of Object.keys(list) as K[]) {
      const plan = PLAN[kind];
      list[kind].forEach((base, i) => {
        for (const text of rng.shuffle(expand(base)).slice(0, 3)) {
          const head = headOf(text);
          out.push({
            text,
            answer: plan.answer,
            wrong: plan.wrong.map(([w, e]) => d(w, e, { head })),
            ruleId: plan.ruleId,
            trigger: [kind.startsWith('nd') || kind === 'clause-which' ? `${head},` : head],
            skeleton: `relative-clauses:${kind}:${prefix}${i}`,
          });
        }
      });
    }
  }
  return out;
}

export const definingNonDefiningRelativeClauses: TopicDef = makeTopic(copy, { target: 760, build: items });

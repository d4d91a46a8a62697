import { z } from 'zod';
import { expand, type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, ONE, subjectsFor } from '../verb/authored.ts';
import data from './all-every-whole.data.json' with { type: 'json' };
import copy from './all-every-whole.json' with { type: 'json' };

type A = 'all' | 'every' | 'whole';

const ASchema = z.enum(['all', 'every', 'whole']);

const LinesSchema = z.tuple([ASchema, z.string(), z.string(), z.string()]);

/** [answer, sentence, the noun (phrase) that decides, rule]. Capitalised answers open the sentence. */
const LINES: [A, string, string, string][] = table('LINES', data.LINES, LinesSchema);

/**
 * Issue 16: more bases, each its own skeleton. The word around the gap decides by form alone: every before a
 * bare singular countable noun that is not a stretch of time (all morning / every morning would both fit),
 * all before the/my/his + a plural or uncountable noun, whole between the/a/his and a singular noun. `{S}`
 * lines take up to eight adult subjects from verb/authored.ts.
 *
 * Notes on rows (the rows are in all-every-whole.data.json):
 * - before row ["every","{S} checked ___ drawer, but the keys weren’t there.","drawer: issue 16, second wave: appended so the skeleton ids above keep their numbers
 * - before row ["every","{S} answered ___ email before lunch.","email","every-singula: issue 16, third wave (appended: the ids above keep their numbers)
 */
export const MORE_LINES: [A, string, string, string][] = table('MORE_LINES', data.MORE_LINES, LinesSchema);

const ERR: Record<A, string> = {
  all: 'all-with-singular',
  every: 'every-not-singular',
  whole: 'whole-without-determiner',
};
const cap = (w: string, first: boolean) => (first ? w.charAt(0).toUpperCase() + w.slice(1) : w);

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  const lines = [
    ...LINES.map(([a, f, n, r], i) => [a, [f], n, r, `all-every-whole:${i}`] as const),
    ...MORE_LINES.map(
      ([a, f, n, r], i) =>
        [a, subjectsFor(rng, f, ONE, 8).map((s) => fill(f, s)), n, r, `all-every-whole:m${i}`] as const,
    ),
  ];
  lines.forEach(([answer, frames, noun, rule, skeleton]) => {
    for (const text of frames.flatMap((f) => expand(f))) {
      const first = text.startsWith('___');
      const nounHit = expand(noun).find((n) => text.includes(n)) ?? noun;
      const wrong = (['all', 'every', 'whole'] as const)
        .filter((w) => w !== answer)
        // "the whole" needs the/a/my before it: at the start of a sentence "Whole" can never fit.
        .map((w) => ({ choice: cap(w, first), errorType: ERR[w], params: { noun: nounHit } }));
      out.push({
        text,
        answer: cap(answer, first),
        wrong,
        ruleId: rule,
        trigger: [nounHit],
        skeleton,
      });
    }
  });
  return out;
}

export const allEveryWholeTopic: TopicDef = makeTopic(copy, { target: 600, build: items });

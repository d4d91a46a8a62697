import { z } from 'zod';
import { expand, type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './other-another-others.data.json' with { type: 'json' };
import copy from './other-another-others.json' with { type: 'json' };
import { saidOf } from './said-of.ts';

/**
 * Context codes: sg = a singular countable noun follows with no the/my (another); pl = a plural or
 * uncountable noun follows (other); the = after the/my/every/each (other); pron = no noun follows and the
 * meaning is plural (others).
 */
type Ctx = 'sg' | 'pl' | 'the' | 'pron';
const ANSWER: Record<Ctx, string> = { sg: 'another', pl: 'other', the: 'other', pron: 'others' };

const CtxSchema = z.enum(['sg', 'pl', 'the', 'pron']);

const LinesSchema = z.tuple([CtxSchema, z.string(), z.string()]);

const LINES: [Ctx, string, string][] = table('LINES', data.LINES, LinesSchema);

/**
 * Issue 16: more bases, each its own skeleton, with the same context codes. A bare "the ___" is always
 * followed by a noun, "one" or a plural verb (the others are / the other is both stand alone otherwise), and
 * others stands only before a plural verb. `{S}` lines take up to eight adult subjects from verb/authored.ts.
 *
 * Notes on rows (the rows are in other-another-others.data.json):
 * - before row ["sg","{S} dropped {poss} spoon, so the waiter brought {obj} ___ one.": Issue 16, round 2: more bases, same codes. another = one more of an open set; the other(s) = the rest of a closed set, always with a noun, one or a plural verb after the gap.
 */
export const MORE_LINES: [Ctx, string, string][] = table('MORE_LINES', data.MORE_LINES, LinesSchema);

/**
 * Issue 16 (the full catalogue): a third list, same codes, each base said of five subjects at most (its own
 * skeleton prefix, made after the older lists so their draws and ids stay).
 */
export const FULL_LINES: [Ctx, string, string][] = table('FULL_LINES', data.FULL_LINES, LinesSchema);

const ERR: Record<string, string> = {
  another: 'another-misuse',
  other: 'other-misuse',
  others: 'others-misuse',
};

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  for (const [[ctx, , trig], frames, skeleton] of saidOf(rng, 'other', LINES, MORE_LINES, FULL_LINES, 'f')) {
    for (const text of frames.flatMap((f) => expand(f))) {
      const answer = ANSWER[ctx];
      const trigger = expand(trig).find((t) => text.includes(t)) ?? trig;
      out.push({
        text,
        answer,
        wrong: ['another', 'other', 'others']
          .filter((w) => w !== answer)
          .map((w) => ({ choice: w, errorType: ERR[w] ?? 'other-misuse', params: { context: ctx } })),
        ruleId: ctx,
        trigger: [trigger],
        skeleton,
      });
    }
  }
  return out;
}

export const otherAnotherTopic: TopicDef = makeTopic(copy, { target: 700, build: items });

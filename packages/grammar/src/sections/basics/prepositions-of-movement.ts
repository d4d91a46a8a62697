/**
 * Prepositions of movement (issue 16): into, out of, across, along, through, over, under, up, down, past,
 * towards, where the scene leaves one. Authored bases, each with its own two wrong prepositions chosen so
 * that they cannot describe the scene (never through/across for a park, over/across for a bridge, along/
 * down/up for a street, nor in/on, which are not offered at all). The subject varies; the past form of the
 * verb comes from morph/verbs.ts.
 */

import { z } from 'zod';
import { d, type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { TopicDef } from '../../types.ts';
import { fillSubject, ONE_PERSON, past, someOf, TENSE_SUBJECTS } from '../present-tense/kit.ts';
import data from './prepositions-of-movement.data.json' with { type: 'json' };
import copy from './prepositions-of-movement.json' with { type: 'json' };

type Prep =
  | 'into'
  | 'out of'
  | 'across'
  | 'along'
  | 'through'
  | 'over'
  | 'under'
  | 'up'
  | 'down'
  | 'past'
  | 'towards';
interface Base {
  t: string;
  v: string;
  key: Prep;
  wrong: [Prep, Prep];
  /** The words after the blank that decide it. */
  phrase: string;
  /** A scene about one body (one head, one bath, one pocket): said of one person only. */
  one?: boolean;
}
const B = (t: string, v: string, key: Prep, wrong: [Prep, Prep], phrase: string, one?: boolean): Base => ({
  t,
  v,
  key,
  wrong,
  phrase,
  ...(one ? { one } : {}),
});

/**
 * Scenes one a line, "text | verb | key | wrong, wrong | phrase", and "| one" where only one person fits.
 *
 * Notes on rows (the rows are in prepositions-of-movement.data.json):
 * - before row "{S} {V} {} the garage for the night. | drive | into | out of, under |: Issue 16: more scenes, each its own base, with wrong prepositions that cannot describe the path.
 * - before row "{S} {V} {} the kitchen to make a cup of tea. | walk | into | out of, : Issue 16, "the full catalogue": more bases, each its own scene; the wrong two cannot describe it.
 */
const ROWS: string[] = table('ROWS', data.ROWS, z.string());

const parse = (row: string): Base => {
  const [t = '', v = '', key = '', wrong = '', phrase = '', one] = row.split(' | ');
  return B(t, v, key as Prep, wrong.split(', ') as [Prep, Prep], phrase, one === 'one');
};

export const MOVE_BASES: Base[] = ROWS.map(parse);

export const prepositionsOfMovement: TopicDef = makeTopic(copy, {
  target: 720,
  build: (rng) =>
    MOVE_BASES.flatMap((b, i) =>
      someOf(rng, b.one ? ONE_PERSON : TENSE_SUBJECTS, 4, b.t).map(
        (s): Item => ({
          text: fillSubject(b.t.replace('{V}', past(b.v)), s),
          answer: b.key,
          wrong: b.wrong.map((w) => d(w, 'wrong-preposition-movement', { phrase: b.phrase })),
          ruleId: 'move-preposition',
          trigger: [b.phrase],
          skeleton: `move-${i}`,
        }),
      ),
    ),
});

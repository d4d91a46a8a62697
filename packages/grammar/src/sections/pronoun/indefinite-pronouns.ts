import { z } from 'zod';
import { expand, type Item, makeTopic } from '../../engine.ts';
import { record, table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './indefinite-pronouns.data.json' with { type: 'json' };
import copy from './indefinite-pronouns.json' with { type: 'json' };
import { saidOf } from './said-of.ts';

const LinesSchema = z.tuple([z.string(), z.string(), z.string(), z.array(z.string())]);

/**
 * Only frames where one form is forced: some- in affirmatives with a clear cue, any- after a negative verb,
 * no- with a positive verb that means "none". Questions are left out (something/anything both fit there).
 * [answer, sentence, cue, wrong choices]
 */
const LINES: [string, string, string, string[]][] = table('LINES', data.LINES, LinesSchema);

/**
 * Issue 16: more bases, each its own skeleton. An any- key follows a negative verb and is offered only
 * against the no- word (a double negative), never against some- (which a negative may also take); a no- key
 * has a cue that says "none" and an affirmative verb; a some- key is one unknown person, thing or place in a
 * positive statement, and no- is offered against it only when the cue contradicts "none". `{S}` lines take
 * up to eight adult subjects from verb/authored.ts.
 *
 * Notes on rows (the rows are in indefinite-pronouns.data.json):
 * - before row ["anything","{S} didn’t buy ___ in the sales this year.","didn’t",["no: any-
 * - before row ["nothing","The fridge was empty: there was ___ to eat.","empty",["any: no-
 * - before row ["Somebody","___ has parked in front of our garage again!","has parked: some-
 * - before row ["Everybody","The party was great: ___ danced until midnight.","great": every-
 */
export const MORE_LINES: [string, string, string, string[]][] = table(
  'MORE_LINES',
  data.MORE_LINES,
  LinesSchema,
);

/**
 * Issue 16, "the full catalogue": more bases, each its own skeleton, said with up to five subjects. The same
 * guards as MORE_LINES: an any- key after a negative verb against the no- word only; a no- key with an
 * affirmative verb and a cue that says "none"; a some- key about one unknown person, thing or place in a
 * past or present fact (never after can/let's/any imperative, where any- reads "no matter which"); an every-
 * key with a cue that says "all". No questions, offers or requests (something/anything both fit there).
 *
 * Notes on rows (the rows are in indefinite-pronouns.data.json):
 * - before row ["anything","{S} didn’t bring ___ to read on the train, so {pron} just: any-
 * - before row ["nothing","The shelves were bare: there was ___ left to buy.","bare",: no-
 * - before row ["Somebody","___ has left the tap running in the bathroom!","has left": some-
 * - before row ["Everybody","___ in the team came to the farewell party, even the bos: every-
 * - before row ["somebody","{S} gave {poss} old bike to ___ from the village.","gave": more some- and no-
 */
export const GROWN_LINES: [string, string, string, string[]][] = table(
  'GROWN_LINES',
  data.GROWN_LINES,
  LinesSchema,
);

const cap1 = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function kind(w: string): string {
  const l = w.toLowerCase();
  return l.startsWith('some') ? 'some' : l.startsWith('any') ? 'any' : l.startsWith('no') ? 'no' : 'every';
}
const ERR: Record<string, string> = record('ERR', data.ERR, z.string());

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  for (const [[answer, , cue, wrongs], frames, skeleton] of saidOf(
    rng,
    'indefinite',
    LINES,
    MORE_LINES,
    GROWN_LINES,
    'g',
  )) {
    for (const text of frames.flatMap((f) => expand(f))) {
      const rule = kind(answer);
      const fixed = text.replace('“___', '“___');
      out.push({
        text: fixed,
        answer,
        wrong: wrongs.map((w) => {
          const k = kind(w);
          const errorType =
            k === 'no' && rule === 'any'
              ? 'double-negative'
              : k === 'any' && (rule === 'some' || rule === 'every' || rule === 'no')
                ? 'any-in-affirmative'
                : k === 'no'
                  ? 'no-contradicts'
                  : k === 'some'
                    ? 'some-contradicts'
                    : (ERR[k] ?? 'indefinite-mismatch');
          return {
            choice: text.startsWith('___') || text.includes('“___') ? cap1(w) : w,
            errorType,
            params: { cue },
          };
        }),
        ruleId:
          rule === 'any' && cue === 'You can ask me'
            ? 'any-free'
            : rule === 'any' && cue === 'you like'
              ? 'any-free'
              : rule,
        trigger: [cue],
        skeleton,
      });
    }
  }
  return out;
}

export const indefiniteTopic: TopicDef = makeTopic(copy, { target: 720, build: items });

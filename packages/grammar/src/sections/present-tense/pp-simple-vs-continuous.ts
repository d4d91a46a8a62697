/**
 * Present perfect simple or continuous (issue 16): have done for a result, a number, a finished job;
 * have been doing for an activity still unfinished; state verbs simple only. Every base is authored with
 * the cue that forces its form; durations with for/since are used only with state verbs (with live, work,
 * teach "for two hours" takes both forms, so such verbs never stand in a duration item).
 */

import { z } from 'zod';
import { d, type Item, makeTopic } from '../../engine.ts';
import { byKind, table } from '../../lexicon/data.ts';
import { haveFor } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import {
  fillSubject,
  ing,
  ONE_PERSON,
  otherHave,
  participle,
  phrase,
  someOf,
  TENSE_SUBJECTS,
} from './kit.ts';
import data from './pp-simple-vs-continuous.data.json' with { type: 'json' };
import copy from './present-perfect-simple-vs-continuous.json' with { type: 'json' };

type Kind = 'result' | 'activity' | 'state';
interface Base {
  t: string;
  v: string;
  k: Kind;
  cue: string;
  one?: boolean;
}

const R = (t: string, v: string, cue: string, one = false): Base => ({ t, v, k: 'result', cue, one });
const A = (t: string, v: string, cue: string, one = false): Base => ({ t, v, k: 'activity', cue, one });
const ST = (t: string, v: string, cue: string, one = false): Base => ({ t, v, k: 'state', cue, one });

/**
 * Notes on rows (the rows are in pp-simple-vs-continuous.data.json):
 * - before row ["{S} {} three chapters of the book so far.","read","three chapters"]: A result: how many, how much, the whole thing, finished.
 * - before row ["{S} {} the kitchen since nine o'clock, and it still isn't clean.","c: An activity still going on, or clearly not finished.
 * - before row ["{S} {} Mr Brown for twenty years.","know","know … for twenty years"]: State verbs: the simple only, even over a period.
 */
export const PP_BASES: Base[] = table(
  'PP_BASES',
  data.PP_BASES,
  z.tuple([z.enum(['R', 'A', 'ST']), z.string(), z.string(), z.string(), z.boolean().optional()]),
).map(byKind({ R, A, ST }));

export const ppSimpleVsContinuous: TopicDef = makeTopic(copy, {
  target: 720,
  build: (rng) => {
    const items: Item[] = [];
    PP_BASES.forEach((b, i) => {
      const pool = b.one ? ONE_PERSON : TENSE_SUBJECTS;
      for (const s of someOf(rng, pool, 6, b.t)) {
        const have = haveFor(s);
        const text = fillSubject(b.t, s)
          .replaceAll('{s}', '')
          .replace('know{-s}', s.person === '3sg' ? 'knows' : 'know')
          .replace(/(\w)\{s\}/g, (_m, c) => (s.person === '3sg' ? `${c}s` : c));
        const simple = phrase(b.v, participle);
        const cont = `been ${phrase(b.v, ing)}`;
        const answer = b.k === 'activity' ? `${have} ${cont}` : `${have} ${simple}`;
        const meaning =
          b.k === 'result'
            ? d(`${have} ${cont}`, 'continuous-for-result', { cue: b.cue })
            : b.k === 'activity'
              ? d(`${have} ${simple}`, 'simple-for-unfinished', { cue: b.cue })
              : d(`${have} ${cont}`, 'stative-progressive', { verb: b.v });
        items.push({
          text,
          answer,
          wrong: [
            meaning,
            d(`${otherHave(s)} ${b.k === 'activity' ? cont : simple}`, 'agreement-have', {
              subject: s.text,
              person: s.person === '3sg' ? '3sg' : 'non-3sg',
            }),
          ],
          ruleId: b.k === 'result' ? 'pp-result' : b.k === 'activity' ? 'pp-activity' : 'pp-state',
          trigger: [b.cue],
          skeleton: `ppsc-${i}`,
        });
      }
    });
    return items;
  },
});

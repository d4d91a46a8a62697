/**
 * Past perfect continuous (issue 16): had been doing for an activity that went on up to a moment in the
 * past (how long, by the time…) or left a visible trace then; had done for a result counted by that moment.
 * Every base is authored with its cue. "Had done" is never offered against a duration ("had waited for an
 * hour" is right too), and "was doing" only after "by the time … for …", where it cannot stand.
 */

import { z } from 'zod';
import { d, type Item, makeTopic } from '../../engine.ts';
import { byKind, table } from '../../lexicon/data.ts';
import { bePast } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import {
  fillSubject,
  ing,
  ONE_PERSON,
  participle,
  phrase,
  someOf,
  TENSE_SUBJECTS,
} from '../present-tense/kit.ts';
import data from './past-perfect-continuous.data.json' with { type: 'json' };
import copy from './past-perfect-continuous.json' with { type: 'json' };

type Kind = 'duration' | 'trace' | 'result';
interface Base {
  t: string;
  v: string;
  k: Kind;
  cue: string;
  past: string;
  one?: boolean;
  /** The person of a fixed subject in the blank's clause (it, someone, the kids), when it is not the varied one. */
  agr?: '3sg' | '3pl';
}

/** A duration up to a past moment: `cue` is the for-phrase, `past` the words that set the story in the past. */
const D = (t: string, v: string, cue: string, past: string, one = false): Base => ({
  t,
  v,
  k: 'duration',
  cue,
  past,
  one,
});
/** A trace seen in the past: `cue` is the trace. */
const T = (t: string, v: string, cue: string, past: string, one = false, agr?: '3sg' | '3pl'): Base =>
  agr ? { t, v, k: 'trace', cue, past, one, agr } : { t, v, k: 'trace', cue, past, one };
/** A result counted by a past moment. */
const R = (t: string, v: string, cue: string, past: string, one = false): Base => ({
  t,
  v,
  k: 'result',
  cue,
  past,
  one,
});

/**
 * Notes on rows (the rows are in past-perfect-continuous.data.json):
 * - before row ["{Poss} eyes were red when I saw {obj}. {Pro} {}.","cry","eyes were r: A trace seen at a past moment.
 * - before row ["By eleven o'clock on Monday, {s} {} all the letters.","post","all th: A result counted by a past moment.
 * - before row ["By the time the plane landed, {s} {} for eleven hours.","fly","for e: Issue 16, second growth: one situation per base, durations and counted results in balance.
 */
export const PPC_BASES: Base[] = table(
  'PPC_BASES',
  data.PPC_BASES,
  z.union([
    z.tuple([z.literal('D'), z.string(), z.string(), z.string(), z.string(), z.boolean().optional()]),
    z.tuple([z.literal('R'), z.string(), z.string(), z.string(), z.string(), z.boolean().optional()]),
    z.tuple([
      z.literal('T'),
      z.string(),
      z.string(),
      z.string(),
      z.string(),
      z.boolean().optional(),
      z.enum(['3sg', '3pl']).optional(),
    ]),
  ]),
).map(byKind({ D, R, T }));

export const pastPerfectContinuous: TopicDef = makeTopic(copy, {
  target: 900,
  build: (rng) => {
    const items: Item[] = [];
    PPC_BASES.forEach((b, i) => {
      const pool = b.agr ? TENSE_SUBJECTS.slice(5, 6) : b.one ? ONE_PERSON : TENSE_SUBJECTS;
      for (const s of someOf(rng, pool, 6, b.t)) {
        const text = fillSubject(b.t, s);
        const cont = phrase(b.v, ing);
        const doneForm = phrase(b.v, participle);
        const have = (b.agr ?? s.person) === '3sg' ? 'has' : 'have';
        const wrong =
          b.k === 'result'
            ? [
                d(`had been ${cont}`, 'continuous-for-result', { cue: b.cue }),
                d(`${have} ${doneForm}`, 'present-perfect-for-past-moment', { cue: b.past }),
              ]
            : b.k === 'duration'
              ? [
                  d(`${bePast(s)} ${cont}`, 'past-continuous-for-duration-before', { cue: b.cue }),
                  d(`${have} been ${cont}`, 'present-perfect-for-past-moment', { cue: b.past }),
                ]
              : [
                  d(`${have} been ${cont}`, 'present-perfect-for-past-moment', { cue: b.past }),
                  d(`had been ${b.v}`, 'been-plus-base', {
                    verb: b.v.split(' ')[0] ?? b.v,
                    needed: `had been ${cont}`,
                  }),
                ];
        items.push({
          text,
          answer: b.k === 'result' ? `had ${doneForm}` : `had been ${cont}`,
          wrong,
          ruleId:
            b.k === 'result' ? 'pp-past-result' : b.k === 'duration' ? 'ppc-past-duration' : 'ppc-past-trace',
          trigger: [b.cue],
          skeleton: `ppc-${i}`,
        });
      }
    });
    return items;
  },
});

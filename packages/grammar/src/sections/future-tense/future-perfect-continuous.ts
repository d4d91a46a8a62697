/**
 * Future perfect continuous (issue 16): will have been doing for how long an activity will have gone on
 * by a future moment (by … for …), against will have done (a result counted by then) and will be doing
 * (in progress at a moment, no period). Authored bases; "will have done" is never offered against a
 * duration, where "By June she will have worked here for ten years" is right too.
 */

import { z } from 'zod';
import { d, type Item, makeTopic } from '../../engine.ts';
import { byKind, table } from '../../lexicon/data.ts';
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
import data from './future-perfect-continuous.data.json' with { type: 'json' };
import copy from './future-perfect-continuous.json' with { type: 'json' };

type Kind = 'duration' | 'result' | 'moment';
interface Base {
  t: string;
  v: string;
  k: Kind;
  /** The words that force the form: the period, the count, or the moment. */
  cue: string;
  /** The future point (by June, at eight tonight). */
  when: string;
  one?: boolean;
}

const D = (t: string, v: string, cue: string, when: string, one = false): Base => ({
  t,
  v,
  k: 'duration',
  cue,
  when,
  one,
});
const R = (t: string, v: string, cue: string, when: string, one = false): Base => ({
  t,
  v,
  k: 'result',
  cue,
  when,
  one,
});
const M = (t: string, v: string, cue: string, when: string, one = false): Base => ({
  t,
  v,
  k: 'moment',
  cue,
  when,
  one,
});

/**
 * Notes on rows (the rows are in future-perfect-continuous.data.json):
 * - before row ["By six o'clock {s} {} twenty pages.","write","twenty pages","By six : A result counted by a future moment.
 * - before row ["At eight tonight {s} {} dinner with {poss} in-laws, so call after te: A moment when the activity is in progress.
 * - before row ["By the time the bus comes, {s} {} at this stop for forty minutes.",": Issue 16: more situations of each kind, so a session meets one sentence per situation.
 */
export const FPC_BASES: Base[] = table(
  'FPC_BASES',
  data.FPC_BASES,
  z.tuple([z.enum(['D', 'R', 'M']), z.string(), z.string(), z.string(), z.string(), z.boolean().optional()]),
).map(byKind({ D, R, M }));

export const futurePerfectContinuous: TopicDef = makeTopic(copy, {
  target: 800,
  build: (rng) => {
    const items: Item[] = [];
    FPC_BASES.forEach((b, i) => {
      for (const s of someOf(rng, b.one ? ONE_PERSON : TENSE_SUBJECTS, 7, b.t)) {
        const cont = phrase(b.v, ing);
        const done = phrase(b.v, participle);
        const has = s.person === '3sg' ? 'has' : 'have';
        const [answer, wrong] =
          b.k === 'duration'
            ? [
                `will have been ${cont}`,
                [
                  d(`will be ${cont}`, 'future-continuous-for-duration', { cue: b.cue }),
                  d(`${has} been ${cont}`, 'present-perfect-for-future', { cue: b.when }),
                ],
              ]
            : b.k === 'result'
              ? [
                  `will have ${done}`,
                  // Not "will be doing": "By Friday she will be finishing the report" reads as a state reached by then.
                  [d(`will have been ${cont}`, 'continuous-for-result', { cue: b.cue })],
                ]
              : [
                  `will be ${cont}`,
                  [
                    d(`will have ${done}`, 'future-perfect-for-moment', { cue: b.cue }),
                    d(`will have been ${cont}`, 'perfect-continuous-at-moment', { cue: b.cue }),
                  ],
                ];
        items.push({
          text: fillSubject(b.t, s),
          answer,
          wrong,
          ruleId: b.k === 'duration' ? 'fpc-duration' : b.k === 'result' ? 'fp-result' : 'fc-moment',
          trigger: [b.cue],
          skeleton: `fpc-${i}`,
        });
      }
    });
    return items;
  },
});

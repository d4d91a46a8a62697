/**
 * Be supposed to (issue 16, B2): what is expected, arranged or a rule — is supposed to / was supposed to
 * (but didn't) / isn't supposed to. The topic tests the FORM: be + supposed + to, in the tense and person
 * the sentence already fixes. Authored bases; the subject varies (lexicon/subject.ts gives am/is/are,
 * was/were) and only the form is wrong in the wrong choices.
 * Second-answer guards: no choice of another tense (is / was supposed to both fit many sentences), no
 * should / must / have to (they are often right as well), no "don't suppose" (an idiom of its own); the
 * wrong choices are suppose to (no -d), supposed to with no be, and be supposing to, wrong in every reading.
 */

import { z } from 'zod';
import { d, type Item, makeTopic } from '../../engine.ts';
import { byKind, table } from '../../lexicon/data.ts';
import { bePast, bePresent, type Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { fillSubject, ONE_PERSON, someOf, TENSE_SUBJECTS } from '../present-tense/kit.ts';
import data from './be-supposed-to.data.json' with { type: 'json' };
import copy from './be-supposed-to.json' with { type: 'json' };

type Kind = 'pres' | 'past' | 'neg' | 'neg-past';
export interface SupBase {
  t: string;
  k: Kind;
  /** The words that show expectation, a plan or a rule (but, the rules say…): the trigger. */
  cue: string;
}
const Pr = (t: string, cue: string): SupBase => ({ t, k: 'pres', cue });
const Pa = (t: string, cue: string): SupBase => ({ t, k: 'past', cue });
const N = (t: string, cue: string): SupBase => ({ t, k: 'neg', cue });
const NP = (t: string, cue: string): SupBase => ({ t, k: 'neg-past', cue });

/**
 * Notes on rows (the rows are in be-supposed-to.data.json):
 * - before row ["{S} {} start work at eight, so {pro} usually leave{-s} home at seven: Present: a rule, an arrangement, what people say.
 * - before row ["{S} {} visit {poss} grandmother on Sunday, but the car broke down.",: Past: it was expected or arranged, but it did not happen.
 * - before row ["{S} {} use {poss} phone in the exam room.","in the exam room"]: Negative present: a rule against it.
 * - before row ["{S} {} spend more than fifty pounds on the gift, but {pro} spent a h: Negative past: it was not allowed or not planned, but it happened.
 * - before row ["{S} {} collect the keys from the estate agent at noon.","at noon"]: Issue 16, "the full catalogue": more bases, each its own skeleton, appended so the older exercises keep their ids. Present: an arrangement, a timetable, what people say.
 * - before row ["{S} {} arrive in Warsaw at noon, but the flight was delayed by five : Past: it was planned or expected, but it did not happen.
 * - before row ["{S} {} park in those spaces; they’re for visitors only.","for visito: Negative present: a rule against it.
 * - before row ["{S} {} use the office printer for personal things, but {pro} printed: Negative past: it was not allowed or not planned, but it happened.
 */
export const SUP_BASES: SupBase[] = table(
  'SUP_BASES',
  data.SUP_BASES,
  z.tuple([z.enum(['Pr', 'Pa', 'N', 'NP']), z.string(), z.string()]),
).map(byKind({ Pr, Pa, N, NP }));

/** The people: adults doing the job, the trip, the diet (names, pronouns, households). */
const PEOPLE: Subject[] = TENSE_SUBJECTS;
/** Bases about one body (eyes, an operation, tablets): one person only. */
const ONE_BODY = /\b(eyes|operation|tablets|diet)\b/;

/** am / is / are (or was / were) for the base's own subject: {S}, or the noun phrase before the gap. */
function beFor(b: SupBase, s: Subject | null, text: string): string {
  const past = b.k === 'past' || b.k === 'neg-past';
  if (s) return past ? bePast(s) : bePresent(s);
  const head = text.split(' ___')[0] ?? '';
  const plural =
    /^(You|Guests|Passengers|Visitors|Students|Swimmers|Cyclists|Dogs|Players|Patients|Tourists|The repairs|The guests|The kids)$/.test(
      head,
    );
  if (head === 'You') return past ? 'were' : 'are';
  return past ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
}

export function buildSup(b: SupBase, s: Subject | null): Item {
  const text = s ? fillSubject(b.t, s) : b.t.replace('{}', '___');
  const be = beFor(b, s, text);
  const neg = b.k === 'neg' || b.k === 'neg-past';
  const beNeg = neg ? (be === 'am' ? 'am not' : `${be}n't`) : be;
  return {
    text,
    answer: `${beNeg} supposed to`,
    wrong: [
      d(`${beNeg} suppose to`, 'suppose-without-d'),
      d(neg ? 'not supposed to' : 'supposed to', 'supposed-without-be'),
      d(`${beNeg} supposing to`, 'supposing-for-supposed'),
    ],
    ruleId: neg ? 'sup-negative' : b.k === 'past' ? 'sup-past' : 'sup-present',
    trigger: [s ? fillSubject(b.cue, s) : b.cue],
    skeleton: `sup-${b.t}`,
  };
}

export const beSupposedTo: TopicDef = makeTopic(copy, {
  target: 760,
  build: (rng) =>
    SUP_BASES.flatMap((b) =>
      /\{[Ss]\}/.test(b.t)
        ? someOf(rng, ONE_BODY.test(b.t) ? ONE_PERSON : PEOPLE, 5, b.t).map((s) => buildSup(b, s))
        : [buildSup(b, null)],
    ),
});

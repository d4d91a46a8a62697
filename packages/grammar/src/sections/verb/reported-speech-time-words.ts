/**
 * Time and place words in reported speech (issue 16, B2): words said on one day and reported later or
 * elsewhere move with the time (tomorrow → the next day, yesterday → the day before, today → that day,
 * next week → the following week, last week → the week before). Authored bases: the words as they were
 * said in quotes, then a cue that the reporting is clearly later (Last month, A year later, In March); the
 * person quoted varies (lexicon/subject.ts). Here → there is left out: a learner's "here" can always mean
 * the place of the reporting, so the context rarely rules it out.
 * Second-answer guards: only one of the synonyms is ever a choice (the next day, never also the following
 * day or the day after; the day before, never the previous day), so a wrong choice is the unmoved word
 * (wrong because the cue puts the reporting at another time or place) or the word for the opposite
 * direction in time, wrong in every reading.
 */

import { z } from 'zod';
import { d, type Item, makeTopic } from '../../engine.ts';
import { record, table } from '../../lexicon/data.ts';
import { isSpeakerRelative } from '../../lexicon/reference.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { fillSubject, ONE_PERSON, someOf } from '../present-tense/kit.ts';
import data from './reported-speech-time-words.data.json' with { type: 'json' };
import copy from './reported-speech-time-words.json' with { type: 'json' };

type Said = 'tomorrow' | 'yesterday' | 'today' | 'tonight' | 'next week' | 'last week';

const SaidSchema = z.enum(['tomorrow', 'yesterday', 'today', 'tonight', 'next week', 'last week']);

/** What each word said becomes when reported later or elsewhere, and the opposite direction (wrong). */
const SHIFT: Record<Said, { needed: string; opposite: string }> = record(
  'SHIFT',
  data.SHIFT,
  z.strictObject({ needed: z.string(), opposite: z.string() }),
  SaidSchema,
);

export interface TwBase {
  t: string;
  said: Said;
  /** The words that put the reporting at a later time or another place: the trigger. */
  cue: string;
}
const B = (t: string, said: Said, cue: string): TwBase => ({ t, said, cue });

const SaidSchema_ = z.enum(['tomorrow', 'yesterday', 'today', 'tonight', 'next week', 'last week']);

/**
 * Notes on rows (the rows are in reported-speech-time-words.data.json):
 * - before row ["“I’ll call you tomorrow.” Last month {s} told me {pro} would call me: tomorrow → the next day
 * - before row ["“I found your wallet yesterday.” In the spring {s} told me {pro} had: yesterday → the day before
 * - before row ["“I’m working late today.” Last Tuesday {s} told me {pro} {was} worki: today → that day; tonight → that night
 * - before row ["“I’ll pay the bill next week.” In February {s} said {pro} would pay : next week → the following week
 * - before row ["“I lost my phone last week.” In March {s} told me {pro} had lost {po: last week → the week before
 * - before row ["“I’m working from home today.” Last Wednesday {s} told me {pro} {was: Grown for issue 16 (full catalogue).
 */
export const TW_BASES: TwBase[] = table(
  'TW_BASES',
  data.TW_BASES,
  z.tuple([z.string(), SaidSchema_, z.string()]),
).map((row) => B(...row));

/** The person quoted: one person (the quotes say I), never the speaker (the reporting is about them). */
const QUOTED: Subject[] = ONE_PERSON.filter((s) => s.text !== 'I');

/** "My sister … her mother" is the speaker's mother too: such bases quote no relative of the speaker. */
const quotedFor = (t: string): Subject[] =>
  /\{poss\} (mother|grandmother)\b/.test(t) ? QUOTED.filter((s) => !isSpeakerRelative(s.text)) : QUOTED;

export function buildTw(b: TwBase, s: Subject): Item {
  const text = fillSubject(b.t, s).replace(/^([a-z])/, (c) => c.toUpperCase());
  const shift = SHIFT[b.said];
  const params = { needed: shift.needed, original: b.said };
  const wrong: Item['wrong'] = [
    d(b.said, 'wrong-shift-reported', params),
    d(shift.opposite, 'wrong-shift-reported', params),
  ];
  return {
    text,
    answer: shift.needed,
    wrong,
    ruleId: 'tw-time',
    trigger: [b.cue],
    skeleton: `tw-${b.t}`,
  };
}

export const reportedSpeechTimeWords: TopicDef = makeTopic(copy, {
  target: 720,
  build: (rng) => TW_BASES.flatMap((b) => someOf(rng, quotedFor(b.t), 8, b.t).map((s) => buildTw(b, s))),
});

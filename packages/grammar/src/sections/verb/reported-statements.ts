/**
 * Reported statements (issue 16, B1–B2): the tense moves one step back after said / told when the
 * situation is over by the time of reporting (am → was, live → lived, am living → was living, have done →
 * had done, will → would, can → could). Authored bases: the words in quotes, then the report with a cue
 * that the situation has changed since (but she has moved since, but he found them later), so the unmoved
 * present is wrong in this context. The person quoted varies (lexicon/subject.ts fills is/was/has and the
 * third person; morph/verbs.ts the forms).
 * Second-answer guards: the present is offered as wrong only with such a cue (an unshifted present is
 * right when the fact still holds: "She said she is a teacher"); the past simple of the quote is never
 * asked to become had done (she said she saw it is also right); the other wrong choice is a form wrong in
 * every reading (a tense the other way, will for a past plan).
 */

import { z } from 'zod';
import { d, type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { isSpeakerRelative } from '../../lexicon/reference.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { fillSubject, ONE_PERSON, someOf } from '../present-tense/kit.ts';
import data from './reported-statements.data.json' with { type: 'json' };
import copy from './reported-statements.json' with { type: 'json' };

type Kind = 'be' | 'simple' | 'continuous' | 'perfect' | 'will' | 'can';
export interface RsBase {
  t: string;
  k: Kind;
  /** The answer, with agreement tokens ({was}, {had}) filled for the person. */
  a: string;
  /** The unshifted form as said (with {be}, {have}, {-s} tokens). */
  same: string;
  /** A form wrong in every reading. */
  other: string;
  /** The words that show the situation is over: the trigger. */
  cue: string;
}
const R = (k: Kind, t: string, a: string, same: string, other: string, cue: string): RsBase => ({
  t,
  k,
  a,
  same,
  other,
  cue,
});

const KindSchema = z.enum(['be', 'simple', 'continuous', 'perfect', 'will', 'can']);

/**
 * Notes on rows (the rows are in reported-statements.data.json):
 * - before row ["be","“I’m a student.” Years ago {s} told me {pro} {} a student; now : am / is → was
 * - before row ["simple","“I live in Lviv.” Last year {s} told me {pro} {} in Lviv, b: present simple → past simple
 * - before row ["continuous","“I’m living with my parents.” Last year {s} told me {pr: present continuous → past continuous
 * - before row ["perfect","“I’ve lost my keys.” This morning {s} told me {pro} {} {po: present perfect → past perfect
 * - before row ["will","“I’ll call you tonight.” Last Monday {s} said {pro} {} me tha: will → would
 * - before row ["can","“I can’t swim.” As a child {s} told me {pro} {} swim; now {pro: can → could
 * - before row ["be","“I’m on holiday in Spain.” Last week {s} told me {pro} {} on ho: Grown for issue 16 (full catalogue): more bases, each with its own cue that the situation is over.
 */
export const RS_BASES: RsBase[] = table(
  'RS_BASES',
  data.RS_BASES,
  z.tuple([KindSchema, z.string(), z.string(), z.string(), z.string(), z.string()]),
).map((row) => R(...row));

/** The person quoted: one person, never the speaker (the speaker hears the words). */
const QUOTED: Subject[] = ONE_PERSON.filter((s) => s.text !== 'I');

/** People one meets: "When we met, my sister told me …" reads oddly, so such bases quote no relative. */
export const quotedFor = (t: string): Subject[] =>
  /\bwe (first )?met\b/i.test(t) ? QUOTED.filter((s) => !isSpeakerRelative(s.text)) : QUOTED;

const REFL: Record<string, string> = { he: 'himself', she: 'herself' };

function fillAll(t: string, s: Subject): string {
  const pro = s.text === 'he' || s.text === 'she' ? s.text : s.poss === 'his' ? 'he' : 'she';
  return fillSubject(
    t
      .replace(/([a-z]+)\{-(?:es)\}/g, (_m, w: string) => `${w}{-s}`)
      .replaceAll('{refl}', REFL[pro] ?? 'themselves')
      .replaceAll('{has}', '{have}')
      .replaceAll('{is}', '{be}'),
    s,
  );
}

export function buildRs(b: RsBase, s: Subject): Item {
  const cue = fillAll(b.cue, s);
  const answer = fillAll(b.a, s);
  const same = fillAll(b.same, s);
  return {
    text: fillAll(b.t, s).replace(/^([a-z])/, (c) => c.toUpperCase()),
    answer,
    wrong: [
      d(same, 'no-backshift-reported', { cue }),
      d(fillAll(b.other, s), 'wrong-shift-reported', { needed: answer, original: same }),
    ],
    ruleId: `rs-${b.k}`,
    trigger: [cue],
    skeleton: `rs-${b.t}`,
  };
}

export const reportedStatements: TopicDef = makeTopic(copy, {
  target: 720,
  build: (rng) => RS_BASES.flatMap((b) => someOf(rng, quotedFor(b.t), 8, b.t).map((s) => buildRs(b, s))),
});

/**
 * If only (issue 16, B2): if only + past simple (a wish about now: If only I had a car), + had + past
 * participle (a regret about the past: If only I had listened), + would (someone else's annoying habit:
 * If only he would stop shouting). Authored bases with a context sentence that fixes the time: the person
 * varies through lexicon/subject.ts (a wish about one's own situation takes I, we or another person; an
 * annoying habit is always someone else's), forms come from morph/verbs.ts.
 * Second-answer guards: no be (If only I were / was are both said), no past simple against would for a
 * habit (If only he stopped shouting is also heard), no past perfect against the past simple in a wish
 * about now; wrong choices are those no reading allows: the present, will, would for a state or for the
 * past, the past simple for a regret about yesterday.
 */

import { z } from 'zod';
import type { CuedBase } from '../../core/cued-base.ts';
import { d, type Item, makeTopic } from '../../engine.ts';
import { byKind, table } from '../../lexicon/data.ts';
import { doFor, type Subject } from '../../lexicon/subject.ts';
import { thirdPerson } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { fillSubject, participle, past, phrase, someOf, TENSE_SUBJECTS } from '../present-tense/kit.ts';
import data from './if-only.data.json' with { type: 'json' };
import copy from './if-only.json' with { type: 'json' };

type Kind = 'now' | 'regret' | 'habit';
/** A base whose cue is the words that fix the time or the habit. */
export interface IfOnlyBase extends CuedBase {
  k: Kind;
}
const Now = (t: string, v: string, cue: string): IfOnlyBase => ({ t, v, k: 'now', cue });
const Reg = (t: string, v: string, cue: string): IfOnlyBase => ({ t, v, k: 'regret', cue });
const Hab = (t: string, v: string, cue: string): IfOnlyBase => ({ t, v, k: 'habit', cue });

/**
 * Notes on rows (the rows are in if-only.data.json):
 * - before row ["{S} {do}n’t have a car, so the trip takes hours by bus. If only {pro: A wish about now: past simple (states: have, know, can, live, speak…).
 * - before row ["{S} failed the exam last week. If only {pro} {} harder!","study","fa: A regret about the past: had + past participle.
 * - before row ["{S} always leave{-s} the door open. If only {pro} {} it!","close","a: Someone else's annoying habit: would + base form.
 * - before row ["{S} {do}n’t have a printer at home. If only {pro} {} one!","have","{: Issue 16: more bases (appended, so the first ones keep their subjects and ids).
 */
export const IF_ONLY_BASES: IfOnlyBase[] = table(
  'IF_ONLY_BASES',
  data.IF_ONLY_BASES,
  z.tuple([z.enum(['Now', 'Reg', 'Hab']), z.string(), z.string(), z.string()]),
).map(byKind({ Now, Reg, Hab }));

/** Who wishes about their own situation: the speaker, a pronoun, a name, a household. */
const WISHERS: Subject[] = TENSE_SUBJECTS;
/** Whose habit annoys the speaker: never the speaker (I, we). */
const OTHERS: Subject[] = TENSE_SUBJECTS.filter((s) => s.text !== 'I' && s.text !== 'we');

/** "play{-s}", "wash{-es}", "reply{-ies}": third person by morph/verbs.ts. */
function agree(t: string, s: Subject): string {
  return t.replace(/([a-z]+)\{-(?:es|ies)\}/g, (_m, w: string) => (s.person === '3sg' ? thirdPerson(w) : w));
}

const PRESENT_CAN = 'can';
/** Verbs of state, which never take would after if only. */
const STATES = new Set(['have', 'know', 'own', 'understand', 'remember']);

export function buildIfOnly(b: IfOnlyBase, s: Subject): Item {
  const text = fillSubject(agree(b.t, s), s).replace(/\{do\}/g, doFor(s));
  const cue = fillSubject(agree(b.cue, s), s);
  const threeS = s.person === '3sg';
  const [head = '', ...rest] = b.v.split(' ');
  const tail = rest.length ? ` ${rest.join(' ')}` : '';
  const present = head === PRESENT_CAN ? 'can' : threeS ? thirdPerson(head) : head;
  const skeleton = `ifonly-${b.t}`;
  if (b.k === 'now') {
    const answer = head === 'can' ? `could${tail}` : phrase(b.v, past);
    return {
      text,
      answer,
      wrong: [
        d(`${present}${tail}`, 'present-after-if-only', { cue }),
        // would only with a state: with an action (If only he would live closer) it can ask for a change.
        ...(STATES.has(head) ? [d(`would ${b.v}`, 'would-after-if-only-state', { cue })] : []),
      ],
      ruleId: 'ifonly-now',
      trigger: [cue],
      skeleton,
    };
  }
  if (b.k === 'regret') {
    return {
      text,
      answer: `had ${phrase(b.v, participle)}`,
      wrong: [
        d(
          b.v === 'be' ? (threeS || s.text === 'I' ? 'was' : 'were') : phrase(b.v, past),
          'past-simple-after-if-only-regret',
          { cue },
        ),
        d(`would ${b.v}`, 'would-after-if-only-regret', { cue }),
      ],
      ruleId: 'ifonly-past',
      trigger: [cue],
      skeleton,
    };
  }
  return {
    text,
    answer: `would ${b.v}`,
    wrong: [
      d(`${present}${tail}`, 'present-after-if-only', { cue }),
      d(`will ${b.v}`, 'will-after-if-only', { cue }),
    ],
    ruleId: 'ifonly-would',
    trigger: [cue],
    skeleton,
  };
}

export const ifOnly: TopicDef = makeTopic(copy, {
  target: 700,
  build: (rng) =>
    IF_ONLY_BASES.flatMap((b) =>
      someOf(
        rng,
        (b.k === 'habit' ? OTHERS : WISHERS).filter((s) => !b.t.includes(` ${s.text} `)),
        4,
        b.t,
      ).map((s) => buildIfOnly(b, s)),
    ),
});

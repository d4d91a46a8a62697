import { z } from 'zod';
import { tail, vp } from '../../core/clause.ts';
import { DUTIES, framesFor } from '../../core/frame-kit.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Frame } from '../../lexicon/frames.ts';
import { ALL_SUBJECTS, type FrameSubject as Subject } from '../../lexicon/people.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import data from './tell-ask-someone-to-do.data.json' with { type: 'json' };
import copy from './tell-ask-someone-to-do.json' with { type: 'json' };

/** Requests and instructions one person gives another, and things people are told not to do. */
const ASKED_TO = [
  ...DUTIES,
  'make breakfast',
  'make the bed',
  'bake a cake',
  'buy a newspaper',
  'lay the table for dinner',
  'meet clients in the city centre',
  'write to {poss} clients',
  'write reports at work',
];
const TOLD_NOT_TO = table('TOLD_NOT_TO', data.TOLD_NOT_TO, z.string());
const SPEAKERS = ['My mother', 'My dad', 'My neighbour', 'My grandmother', 'The doctor', 'My boss'];

/** What the boss asks for and forbids: office work only (not ironing shirts, fixing the car or collecting a son). */
const BOSS_ASKS =
  /^(answer letters from clients|check \{poss\} email|meet clients in the city centre|write to \{poss\} clients|write reports at work)$/;
const BOSS_FORBIDS = /^(work late at the office|drive to the office)$/;
/**
 * Someone the speaker would be in the listener's life: a person is not asked to phone "their parents" by
 * their own parent, to call "their grandmother" by her, to speak to "their boss" by the boss (blind round:
 * "My boss asked him to speak to his boss"), nor a neighbour to help "the neighbours".
 */
const SPEAKER_IN_FRAME: Record<string, RegExp> = {
  'My mother': /parents/,
  'My dad': /parents/,
  'My grandmother': /grandmother|grandparents/,
  'My boss': /boss/,
  'My neighbour': /neighbours/,
};

/** Whether this speaker plausibly asks for (or forbids) this action, whoever the listener is. */
export function speakerAsks(speaker: string, frame: Frame, negative: boolean): boolean {
  const rest = `${frame.verb} ${frame.rest}`;
  if (SPEAKER_IN_FRAME[speaker]?.test(frame.rest)) return false;
  if (speaker === 'My boss') return (negative ? BOSS_FORBIDS : BOSS_ASKS).test(rest);
  // The doctor forbids things; asking someone to do chores is not a doctor's job.
  if (speaker === 'The doctor') return negative;
  // A neighbour asks for help with pets, plants and shopping, and forbids nothing.
  if (speaker === 'My neighbour')
    return !negative && /cat|plants|flowers|dog|grass|shopping/.test(frame.rest);
  // Work tasks come from the boss, not from parents.
  return negative || !/clients|office|boss|at work/.test(frame.rest);
}
/** Whose his or her is: the speaker's, or their gender is not said (the doctor, the boss, my neighbour). */
const SPEAKER_POSS: Record<string, string | undefined> = {
  'My mother': 'her',
  'My grandmother': 'her',
  'My dad': 'his',
};
/**
 * "My mother asked her to iron her shirts": whose shirts? (review 1702). A one-person listener's his/her
 * could also be the speaker's when the speaker is of the same gender or of none said; such pairs are left out.
 */
export function ambiguousOwner(speaker: string, listener: Subject, frame: Frame): boolean {
  if (!frame.rest.includes('{poss}') || listener.person !== '3sg') return false;
  const own = SPEAKER_POSS[speaker];
  return own === undefined || own === listener.poss;
}
const LISTENERS: [obj: string, subject: Subject][] = [
  ['me', ALL_SUBJECTS.find((s) => s.text === 'I') as Subject],
  ['us', ALL_SUBJECTS.find((s) => s.text === 'we') as Subject],
  ['him', ALL_SUBJECTS.find((s) => s.text === 'he') as Subject],
  ['her', ALL_SUBJECTS.find((s) => s.text === 'she') as Subject],
  ['them', ALL_SUBJECTS.find((s) => s.text === 'they') as Subject],
  ['my brother', ALL_SUBJECTS.find((s) => s.text === 'my brother') as Subject],
  ['Anna', ALL_SUBJECTS.find((s) => s.text === 'Anna') as Subject],
  ['my sister', ALL_SUBJECTS.find((s) => s.text === 'my sister') as Subject],
  ['Tom', ALL_SUBJECTS.find((s) => s.text === 'Tom') as Subject],
];

export const tellAskToDo: TopicDef = makeTopic(copy, {
  target: 1500,
  *generate(rng) {
    const pos = framesFor(ASKED_TO);
    const neg = framesFor(TOLD_NOT_TO);
    const all: [Frame, number, number, boolean][] = [];
    for (const fr of [...pos, ...neg])
      for (let i = 0; i < SPEAKERS.length; i++)
        for (let j = 0; j < LISTENERS.length; j++) all.push([fr, i, j, neg.includes(fr)]);
    for (const [frame, i, j, negative] of rng.shuffle(all)) {
      const speaker = SPEAKERS[i] as string;
      const [obj, listener] = LISTENERS[j] as [string, Subject];
      if (!speakerAsks(speaker, frame, negative)) continue;
      if (ambiguousOwner(speaker, listener, frame)) continue;
      const f = verbForms(frame.verb);
      // One is told, not asked, to go to the dentist: it is for one's own good, not a favour.
      const verb = negative || /dentist/.test(frame.rest) ? 'told' : rng.pick(['told', 'asked']);
      const rest = tail(frame, listener);
      yield item(rng, {
        text: `${speaker} ${verb} ${obj} {} ${rest}`,
        answer: vp(negative ? `not to ${f.base}` : `to ${f.base}`, frame),
        wrong: negative
          ? [
              d(vp(`don't ${f.base}`, frame), 'imperative-in-reported-instruction', {}),
              d(vp(`not ${f.base}`, frame), 'missing-to-after-tell', { verb }),
              d(vp(`to not ${f.ing}`, frame), 'ing-after-to-tell', { verb }),
            ]
          : [
              d(vp(f.base, frame), 'missing-to-after-tell', { verb }),
              d(vp(f.ing, frame), 'ing-after-tell-object', { verb }),
              d(vp(`to ${f.ing}`, frame), 'ing-after-to-tell', { verb }),
            ],
        ruleId: negative ? 'tell-not-to' : 'tell-to',
        trigger: [verb, obj],
        features: { verb, polarity: negative ? 'negative' : 'positive' },
        skeleton: `${frame.id}-${negative ? 'told-not' : verb}`,
      });
    }
  },
});

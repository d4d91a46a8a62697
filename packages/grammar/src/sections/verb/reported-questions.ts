/**
 * Reported questions (issue 16): statement order after asked / wanted to know (where she lived, not where
 * did she live) and if for a yes/no question. Authored bases with the person asked varied (me, him, Anna…);
 * the embedded subject and its forms follow that person through lexicon/subject.ts and morph/verbs.ts.
 * The present ("where she lives") is never offered as wrong: it is right when the fact still holds; only
 * question order is. "Whether" is never offered beside if, as both are right.
 */

import { z } from 'zod';
import { d, type Item, makeTopic } from '../../engine.ts';
import { byKind, table } from '../../lexicon/data.ts';
import { bePast, bePresent, doFor, pronounFor, type Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { fillSubject, participle, past, someOf, TENSE_SUBJECTS } from '../present-tense/kit.ts';
import data from './reported-questions.data.json' with { type: 'json' };
import copy from './reported-questions.json' with { type: 'json' };

type Kind = 'do' | 'did' | 'be' | 'modal' | 'if';
interface Base {
  t: string;
  k: Kind;
  /** The verb (do, did) or the modal's past (modal). */
  v: string;
  cue: string;
}
const W = (t: string, v: string, cue: string): Base => ({ t, k: 'do', v, cue });
const P = (t: string, v: string, cue: string): Base => ({ t, k: 'did', v, cue });
const B = (t: string, cue: string): Base => ({ t, k: 'be', v: 'be', cue });
const M = (t: string, v: 'could' | 'would', cue: string): Base => ({ t, k: 'modal', v, cue });
const I = (t: string, cue: string): Base => ({ t, k: 'if', v: '', cue });

/**
 * Notes on rows (the rows are in reported-questions.data.json):
 * - before row ["The police officer asked {obj} where {} the night before.","be","the: A question about the past: had + past participle.
 * - before row ["The teacher asked {obj} why {} late.","asked … why"]: Be: the embedded subject before was/were.
 * - before row ["The builder asked {obj} when {} pay for the materials.","could","ask: Could / would: the subject before the modal.
 * - before row ["The nurse asked {obj} {} {pro} had any allergies.","asked … had any : Yes/no questions: if.
 * - before row ["The cashier asked {obj} how {} to pay, by card or in cash.","want",": Grown for issue 16 (full catalogue).
 */
export const RQ_BASES: Base[] = table(
  'RQ_BASES',
  data.RQ_BASES,
  z.union([
    z.tuple([z.literal('W'), z.string(), z.string(), z.string()]),
    z.tuple([z.literal('P'), z.string(), z.string(), z.string()]),
    z.tuple([z.literal('B'), z.string(), z.string()]),
    z.tuple([z.literal('M'), z.string(), z.enum(['could', 'would']), z.string()]),
    z.tuple([z.literal('I'), z.string(), z.string()]),
  ]),
).map(byKind({ W, P, B, M, I }));

/** The people asked: the speaker, one person, or several (their forms come from lexicon/subject.ts). */
const ASKED: Subject[] = TENSE_SUBJECTS.filter((s) => ['I', 'he', 'she', 'we', 'they'].includes(s.text));

/** Questions about one body, one taste or one CV (a doctor's, a hairdresser's, an interviewer's) ask one person. */
export const ONE_PERSON_BASE =
  /doctor|nurse|dentist|optician|pharmacist|hairdresser|tailor|interviewer|what size|which size|how old|{poss} (coffee|curry|steak|hair|last job)/;
const askedFor = (t: string): Subject[] =>
  ONE_PERSON_BASE.test(t) ? ASKED.filter((s) => s.person === '1sg' || s.person === '3sg') : ASKED;

function build(b: Base, s: Subject): Item {
  const text = fillSubject(b.t, s);
  const pro = pronounFor(s);
  const P = pro;
  if (b.k === 'if') {
    return {
      text,
      answer: 'if',
      wrong: [d('that', 'that-for-if'), d('what', 'wh-word-for-if')],
      ruleId: 'rq-if',
      trigger: [b.cue],
      skeleton: `rq-${b.t}`,
    };
  }
  const [answer, wrong]: [string, Item['wrong']] =
    b.k === 'do'
      ? [
          `${P} ${past(b.v)}`,
          [
            d(`did ${P} ${b.v}`, 'question-order-in-reported-question', { aux: 'did' }),
            d(`${doFor(s)} ${P} ${b.v}`, 'question-order-in-reported-question', { aux: doFor(s) }),
          ],
        ]
      : b.k === 'did'
        ? [
            `${P} had ${participle(b.v)}`,
            [
              d(`had ${P} ${participle(b.v)}`, 'question-order-in-reported-question', { aux: 'had' }),
              b.v === 'be'
                ? d(`${bePast(s)} ${P}`, 'question-order-in-reported-question', { aux: bePast(s) })
                : d(`did ${P} ${b.v}`, 'question-order-in-reported-question', { aux: 'did' }),
            ],
          ]
        : b.k === 'be'
          ? [
              `${P} ${bePast(s)}`,
              [
                d(`${bePast(s)} ${P}`, 'question-order-in-reported-question', { aux: bePast(s) }),
                d(`${bePresent(s)} ${P}`, 'question-order-in-reported-question', { aux: bePresent(s) }),
              ],
            ]
          : [
              `${P} ${b.v}`,
              [
                d(`${b.v} ${P}`, 'question-order-in-reported-question', { aux: b.v }),
                d(`${b.v === 'could' ? 'can' : 'will'} ${P}`, 'question-order-in-reported-question', {
                  aux: b.v === 'could' ? 'can' : 'will',
                }),
              ],
            ];
  return { text, answer, wrong, ruleId: 'rq-order', trigger: [b.cue], skeleton: `rq-${b.t}` };
}

export const reportedQuestions: TopicDef = makeTopic(copy, {
  target: 700,
  build: (rng) => RQ_BASES.flatMap((b) => someOf(rng, askedFor(b.t), 5, b.t).map((s) => build(b, s))),
});

import { z } from 'zod';
import { d, item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { haveFor, type Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { fill, GROUP, ONE, subjectsFor } from '../verb/authored.ts';
import data from './mustnt-or-dont-have-to.data.json' with { type: 'json' };
import copy from './mustnt-or-dont-have-to.json' with { type: 'json' };

const ObligationLinesSchema = z.tuple([z.string(), z.boolean(), z.literal('O').optional()]);

/** [sentence with {}, subject is he/she/it, prohibition (true) or no obligation (false)]. */
const OBLIGATION: [string, boolean, boolean][] = table(
  'OBLIGATION',
  data.OBLIGATION,
  z.tuple([z.string(), z.boolean(), z.boolean()]),
);

/**
 * Issue 16: authored lines said by a few people ({S}, with {pron}/{poss}/{obj}/{is} referring back):
 * [line with ___, then after "; " the reason that forces the meaning, prohibition (true: mustn't) or no
 * need (false: don't/doesn't have to), 'O' for one person only]. A prohibition's reason is a rule, a danger
 * or a harm, so "doesn't have to" makes no sense; a no-need reason says it is done anyway or not needed, so
 * "mustn't" would forbid something harmless.
 */
export const OBLIGATION_LINES: [string, boolean, 'O'?][] = table(
  'OBLIGATION_LINES',
  data.OBLIGATION_LINES,
  ObligationLinesSchema,
);

/**
 * Issue 16, "the full catalogue": more authored lines in the same shape (one skeleton each, said by a few
 * people). A prohibition's reason is a danger, a harm or a rule that forbids it; a no-need reason says it is
 * done another way, already done or not needed. Generated after the older lines, so their exercises keep
 * their ids.
 */
export const OBLIGATION_LINES_2: [string, boolean, 'O'?][] = table(
  'OBLIGATION_LINES_2',
  data.OBLIGATION_LINES_2,
  ObligationLinesSchema,
);

/** don't/doesn't have to agreeing with the subject, and the other one. */
const noNeedFor = (s: Subject | null) =>
  s && haveFor(s) === 'has'
    ? (["doesn't have to", "don't have to"] as const)
    : (["don't have to", "doesn't have to"] as const);

export const mustntDontHaveTo: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    for (const [[text, third, banned], i] of rng.shuffle(OBLIGATION.map((o, i) => [o, i] as const))) {
      const noNeed = third ? "doesn't have to" : "don't have to";
      const wrong = banned
        ? [
            d(noNeed, 'dont-have-to-for-prohibition', {}),
            d("mustn't to", 'to-after-modal', { modal: "mustn't" }),
          ]
        : [
            d("mustn't", 'mustnt-for-no-obligation', {}),
            third
              ? d("don't have to", 'aux-agreement-3sg', { subject: text.split(' {}')[0] ?? '' })
              : d("doesn't have to", 'aux-agreement-non-3sg', { subject: text.split(' {}')[0] ?? '' }),
          ];
      yield item(rng, {
        text,
        answer: banned ? "mustn't" : noNeed,
        wrong,
        ruleId: banned ? 'mustnt-prohibition' : 'dont-have-to-no-need',
        trigger: [text.split('; ')[1] ?? text.split(' {} ')[1] ?? ''],
        features: { meaning: banned ? 'prohibition' : 'no-obligation' },
        skeleton: `oblig-${i}`,
      });
    }
    // The issue-16 lines come after the older ones, with their own skeleton prefix, so older ids stay.
    for (const [lines, prefix] of [
      [OBLIGATION_LINES, 'oblig-line-'],
      [OBLIGATION_LINES_2, 'oblig-line2-'],
    ] as const)
      for (const [[line, banned, one], i] of rng.shuffle(lines.map((l, i) => [l, i] as const))) {
        for (const s of subjectsFor(rng, line, one ? ONE : [...ONE, ...GROUP], 4)) {
          const text = fill(line, s).replace('___', '{}');
          const [noNeed, otherNeed] = noNeedFor(s);
          const subject = s?.text ?? '';
          yield item(rng, {
            text,
            answer: banned ? "mustn't" : noNeed,
            wrong: banned
              ? [
                  d(noNeed, 'dont-have-to-for-prohibition', {}),
                  d("mustn't to", 'to-after-modal', { modal: "mustn't" }),
                ]
              : [
                  d("mustn't", 'mustnt-for-no-obligation', {}),
                  noNeed === "doesn't have to"
                    ? d(otherNeed, 'aux-agreement-3sg', { subject })
                    : d(otherNeed, 'aux-agreement-non-3sg', { subject }),
                ],
            ruleId: banned ? 'mustnt-prohibition' : 'dont-have-to-no-need',
            trigger: [text.split('; ')[1] ?? ''],
            features: { meaning: banned ? 'prohibition' : 'no-obligation' },
            skeleton: `${prefix}${i}`,
          });
        }
      }
  },
});

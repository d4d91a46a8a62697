import { z } from 'zod';
import { taggedLines } from '../../core/tagged-lines.ts';
import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { TopicDef } from '../../types.ts';
import { cueLines } from './cue-lines.ts';
import data from './must-cant-be-deduction.data.json' with { type: 'json' };
import copy from './must-cant-be-deduction.json' with { type: 'json' };
import { NAMED } from './people.ts';

/**
 * Present deduction: must (the evidence says it is true), can't (the evidence says it is not), might (the
 * speaker says they are not sure). Every line is authored; [[…]] is the evidence or the doubt that forces
 * the key. Might is offered only as a key, never as a wrong choice: with evidence, "She might be tired"
 * is still a possible (weaker) sentence. May and could are never offered at all (they would be right
 * wherever might is), nor mustn't (American English says "He must not be home" for a negative deduction).
 */

/** Evidence that it is true → must. */
const MUST: readonly string[] = table('MUST', data.MUST, z.string());

/** Evidence that it is not true → can't. */
const CANT: readonly string[] = table('CANT', data.CANT, z.string());

/** The speaker says they are not sure → might. */
const MIGHT: readonly string[] = table('MIGHT', data.MIGHT, z.string());

/**
 * Issue 16, "the full catalogue": more lines of each kind, one skeleton each, generated after the older
 * ones so their exercises keep their ids. The same rule holds: the evidence in [[…]] forces must or can't,
 * and a might line says the speaker is not sure.
 */
const MUST_2: readonly string[] = table('MUST_2', data.MUST_2, z.string());

const CANT_2: readonly string[] = table('CANT_2', data.CANT_2, z.string());

const MIGHT_2: readonly string[] = table('MIGHT_2', data.MIGHT_2, z.string());

const TO_FORM = (modal: string): Wrong => d(`${modal} to`, 'to-after-modal', { modal });

export const mustCantBeDeduction: TopicDef = makeTopic(copy, {
  target: 600,
  *generate(rng) {
    const oneGap = (l: { line: string }) => (l.line.match(/\{\}/g) ?? []).length === 1;
    const lines = taggedLines([
      ['must', MUST],
      ["can't", CANT],
      ['might', MIGHT],
    ]).filter(oneGap);
    const lines2 = taggedLines([
      ['must', MUST_2],
      ["can't", CANT_2],
      ['might', MIGHT_2],
    ]).filter(oneGap);
    // The issue-16 lines come after the older ones (their own skeleton prefix), so older ids stay.
    const lists = [
      [lines, 'deduce-now-'],
      [lines2, 'deduce-now2-'],
    ] as const;
    for (const { entry, prefix, filled, cue: cueText } of cueLines(rng, lists, () => NAMED, 4)) {
      const { kind: key, i } = entry;
      const wrong: Wrong[] =
        key === 'must'
          ? [d("can't", 'cant-against-evidence', { evidence: cueText }), TO_FORM('must')]
          : key === "can't"
            ? [d('must', 'must-against-evidence', { evidence: cueText }), TO_FORM("can't")]
            : // After "I'm not sure…" can't reads as a natural contrast ("…but it can't be Ivan's", review
              // 1601): only must, whose certainty the doubt rules out, and the form error stand against might.
              [d('must', 'certainty-against-doubt', { cue: cueText }), TO_FORM('might')];
      yield item(rng, {
        text: filled,
        answer: key,
        wrong,
        ruleId: key === 'must' ? 'must-deduction' : key === "can't" ? 'cant-deduction' : 'might-possibility',
        trigger: [cueText],
        features: { certainty: key === 'must' ? 'positive' : key === "can't" ? 'negative' : 'unsure' },
        skeleton: `${prefix}${i}`,
      });
    }
  },
});

import { z } from 'zod';
import { d, type ItemSpec, item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { TopicDef } from '../../types.ts';
import { fill, ONE, subjectsFor } from '../verb/authored.ts';
import data from './must-have-cant-have.data.json' with { type: 'json' };
import copy from './must-have-cant-have.json' with { type: 'json' };

/** [evidence, sentence with {} before a past participle, the evidence supports it (must have) or rules it out]. */
const DEDUCTION: [string, boolean][] = table('DEDUCTION', data.DEDUCTION, z.tuple([z.string(), z.boolean()]));

/**
 * Issue 16: more deductions about the past, each its own base: [deduction with ___ before a past
 * participle; then the evidence after "; ", true when it shows it happened (must have), false when it rules
 * it out (can't have)]. {S} lines are said about a few people (never "I": nobody deduces what they did
 * themselves), {pron}/{poss}/{is}/{was}/{has}/{does}/{obj} referring back; the evidence always comes after
 * the subject, so no pronoun comes before its name.
 */
export const DEDUCTION_LINES: [string, boolean][] = table(
  'DEDUCTION_LINES',
  data.DEDUCTION_LINES,
  z.tuple([z.string(), z.boolean()]),
);
/**
 * Issue 16, "the full catalogue": more lines in the same shape (one skeleton each), generated after the older
 * ones so their exercises keep their ids. The evidence after "; " says it happened (must have) or rules it out
 * (can't have); a guess from weak evidence is left out, since might have would be the natural word there.
 */
export const DEDUCTION_LINES_2: [string, boolean][] = table(
  'DEDUCTION_LINES_2',
  data.DEDUCTION_LINES_2,
  z.tuple([z.string(), z.boolean()]),
);
/** Deductions about oneself are odd ("I must have been tired; I fell asleep"), so the speaker is not a subject. */
const OTHERS = ONE.filter((s) => s.text !== 'I');

/** One must have / can't have item: the old and the issue-16 lines differ only in text, evidence and trigger. */
function deduce(text: string, sure: boolean, evidence: string, trigger: string, skeleton: string): ItemSpec {
  return {
    text,
    answer: sure ? 'must have' : "can't have",
    wrong: [
      d(
        sure ? "can't have" : 'must have',
        sure ? 'cant-have-against-evidence' : 'must-have-against-evidence',
        {
          evidence,
        },
      ),
      d(sure ? 'must' : "can't", 'modal-without-have-past', {}),
    ],
    ruleId: sure ? 'must-have' : 'cant-have',
    trigger: [trigger],
    features: { certainty: sure ? 'positive' : 'negative' },
    skeleton,
  };
}

export const mustHaveCantHave: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    for (const [[text, sure], i] of rng.shuffle(DEDUCTION.map((x, i) => [x, i] as const))) {
      const evidence = text.includes('; ') ? (text.split('; ')[1] ?? '') : (text.split('. ')[0] ?? '');
      const trigger = text.includes('; ') ? (text.split('; ')[1] ?? '') : evidence;
      yield item(rng, deduce(text, sure, evidence, trigger, `deduce-${i}`));
    }
    // The issue-16 lines come after the older ones (their own skeleton prefix), so older ids stay.
    for (const [list, prefix] of [
      [DEDUCTION_LINES, 'deduce-line-'],
      [DEDUCTION_LINES_2, 'deduce-line2-'],
    ] as const)
      for (const [[line, sure], i] of rng.shuffle(list.map((x, i) => [x, i] as const))) {
        for (const s of subjectsFor(rng, line, OTHERS, 4)) {
          const text = fill(line, s).replace('___', '{}');
          const evidence = text.split('; ')[1]?.replace(/\.$/, '') ?? '';
          yield item(rng, deduce(text, sure, evidence, evidence, `${prefix}${i}`));
        }
      }
  },
});

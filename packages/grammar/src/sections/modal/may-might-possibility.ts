import { z } from 'zod';
import { taggedLines } from '../../core/tagged-lines.ts';
import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { cueLines } from './cue-lines.ts';
import data from './may-might-possibility.data.json' with { type: 'json' };
import copy from './may-might-possibility.json' with { type: 'json' };
import { NAMED, SPEAKER } from './people.ts';

/**
 * Might / may / could (it is possible, the speaker is not sure) against will / won't (the speaker is sure:
 * a promise, "I'm sure", "definitely"). The cue in [[…]] states the doubt or the certainty before the gap.
 * May, might and could all say a possibility, so a line shows only one of them, as the key (the line's
 * prefix says which: "may:" or "could:", might otherwise; could only in positive sentences, since "could
 * not" means it is impossible). In a certain sentence both might and may are wrong for the same reason,
 * so both may be offered; the opposite certainty (will against won't) is never offered, since "I'm sure
 * he will mind" is as good a sentence as "I'm sure he won't mind".
 *
 * {} is a positive gap, {-} a negative one (might not / won't).
 */

/** The speaker is not sure → might (may, could). */
export const POSSIBLE: readonly string[] = table('POSSIBLE', data.POSSIBLE, z.string());

/** The speaker is sure → will / won't. */
export const CERTAIN: readonly string[] = table('CERTAIN', data.CERTAIN, z.string());

/**
 * Issue 16, "the full catalogue": more lines of each kind, one skeleton each, generated after the older ones
 * so their exercises keep their ids. The same rules: one of might / may / could per line, the cue says
 * whether the speaker is sure.
 */
export const POSSIBLE_2: readonly string[] = table('POSSIBLE_2', data.POSSIBLE_2, z.string());

export const CERTAIN_2: readonly string[] = table('CERTAIN_2', data.CERTAIN_2, z.string());

/** Lines about "you", "I" or "we" besides the subject are said of named people only. */
const poolFor = (text: string): readonly Subject[] =>
  /\b(you|I|we|us|me|my)\b/.test(text.replace(/\{[^}]*\}/g, '')) ? NAMED : [...SPEAKER, ...NAMED];

/** A line's may:/could: mark (might when none) and its {-} (negative) read off, leaving a plain [[cue]] line. */
function read(raw: string): { line: string; poss: string; negative: boolean } {
  const body = raw.replace(/^(may|could):/, '');
  return {
    line: body.replace('{-}', '{}'),
    poss: raw.match(/^(may|could):/)?.[1] ?? 'might',
    negative: body.includes('{-}'),
  };
}

export const mayMightPossibility: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const readAll = (possible: readonly string[], certain: readonly string[]) =>
      taggedLines([
        [true, possible],
        [false, certain],
      ]).map(({ line, kind, i }) => ({ ...read(line), possible: kind, i }));
    const lines = readAll(POSSIBLE, CERTAIN);
    const lines2 = readAll(POSSIBLE_2, CERTAIN_2);
    // The issue-16 lines come after the older ones (their own skeleton prefix), so older ids stay.
    const lists = [
      [lines, 'possible-'],
      [lines2, 'possible2-'],
    ] as const;
    for (const { entry, prefix: skel, filled, cue } of cueLines(rng, lists, poolFor, 5)) {
      const { poss, negative, possible, i } = entry;
      const answer = possible ? (negative ? `${poss} not` : poss) : negative ? "won't" : 'will';
      const wrong: Wrong[] = possible
        ? [
            d(negative ? "won't" : 'will', 'certainty-against-doubt', { cue }),
            d(negative ? 'will' : "won't", 'certainty-against-doubt', { cue }),
          ]
        : [
            d(negative ? 'might not' : 'might', 'possibility-against-certainty', { cue }),
            d(negative ? 'may not' : 'may', 'possibility-against-certainty', { cue }),
          ];
      yield item(rng, {
        text: filled,
        answer,
        wrong,
        ruleId: possible ? 'possibility' : 'certainty',
        trigger: [cue],
        features: {
          certainty: possible ? 'possible' : 'sure',
          polarity: negative ? 'negative' : 'positive',
        },
        skeleton: `${skel}${i}`,
      });
    }
  },
});

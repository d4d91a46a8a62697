import { z } from 'zod';
import { taggedLines } from '../../core/tagged-lines.ts';
import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { cueLines } from './cue-lines.ts';
import { LISTENER, NAMED } from './people.ts';
import data from './should-ought-to.data.json' with { type: 'json' };
import copy from './should-ought-to.json' with { type: 'json' };

/**
 * Advice: should / ought to (a good idea) and shouldn't (a bad idea). Should and ought to are both right
 * for advice, so one is never offered against the other; must and have to are never offered either (strong
 * advice is often said with them). What is wrong is the opposite advice, which the reason in [[…]] rules
 * out, or a form that is not English: should to, ought without to, shouldn't to, don't should.
 */

/** A reason that makes it a good idea → should (or ought to). */
const GOOD: readonly string[] = table('GOOD', data.GOOD, z.string());

/** A reason that makes it a bad idea → shouldn't. */
const BAD: readonly string[] = table('BAD', data.BAD, z.string());

/**
 * Issue 16, "the full catalogue": more advice lines of each kind, one skeleton each, generated after the older
 * ones so their exercises keep their ids.
 */
const GOOD_2: readonly string[] = table('GOOD_2', data.GOOD_2, z.string());

const BAD_2: readonly string[] = table('BAD_2', data.BAD_2, z.string());

/** Lines that also speak to "you" or name someone by their possessive are said of named people only. */
const poolFor = (text: string): readonly Subject[] =>
  /\{(whos|Whos)\}/.test(text) || /\b(You|you|We|we)\b/.test(text.replace(/\{[^}]*\}/g, ''))
    ? NAMED
    : [LISTENER, ...NAMED];

export const shouldOughtTo: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const lines = taggedLines([
      [true, GOOD],
      [false, BAD],
    ]);
    const lines2 = taggedLines([
      [true, GOOD_2],
      [false, BAD_2],
    ]);
    // The issue-16 lines come after the older ones (their own skeleton prefix), so older ids stay.
    const lists = [
      [lines, 'advice-'],
      [lines2, 'advice2-'],
    ] as const;
    for (const { entry, prefix, filled, cue: reason } of cueLines(rng, lists, poolFor, 5)) {
      const { kind: good, i } = entry;
      // A third of the good-idea sentences take ought to, the same sentence for every subject.
      const key = good ? (i % 3 === 1 ? 'ought to' : 'should') : "shouldn't";
      // "don't should" after you/we/they/plural nouns, "doesn't should" after he/she.
      const before = (filled.split(' {}')[0] ?? '').split(' ').pop() ?? '';
      const dont = /^(he|she|it)$/i.test(before) ? "doesn't should" : "don't should";
      const wrong: Wrong[] = good
        ? [
            d("shouldn't", 'shouldnt-for-good-idea', { reason }),
            key === 'ought to'
              ? d('ought', 'ought-without-to', {})
              : d('should to', 'to-after-modal', { modal: 'should' }),
          ]
        : [
            d('should', 'should-for-bad-idea', { reason }),
            rng.pick([
              d("shouldn't to", 'to-after-modal', { modal: "shouldn't" }),
              d(dont, 'dont-with-modal', { modal: 'should' }),
            ]),
          ];
      yield item(rng, {
        text: filled,
        answer: key,
        wrong,
        ruleId:
          key === 'should' ? 'should-advice' : key === 'ought to' ? 'ought-to-advice' : 'shouldnt-advice',
        trigger: [reason],
        features: { advice: good ? 'good-idea' : 'bad-idea' },
        skeleton: `${prefix}${i}`,
      });
    }
  },
});

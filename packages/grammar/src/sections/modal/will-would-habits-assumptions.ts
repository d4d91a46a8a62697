import { z } from 'zod';
import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { TopicDef } from '../../types.ts';
import { cueLines } from './cue-lines.ts';
import { NAMED } from './people.ts';
import data from './will-would-habits-assumptions.data.json' with { type: 'json' };
import copy from './will-would-habits-assumptions.json' with { type: 'json' };

/**
 * Will and would for characteristic behaviour, and will for a confident assumption about now.
 *
 * - Present habit (will): what someone typically does these days, with a present-tense cue ("when she is
 *   nervous", "now that he works from home", "when he gets home") → would is wrong by time. No cue reads as a
 *   second conditional (no "if you let him": let, put, cut … are past too), and no line says a willingness
 *   ("he'll lend you money", "she'll talk to anyone"), which hypothetical would says as well ("he'd do anything").
 * - Past habit (would): a repeated action in a time that is over ("When Tom was little", "In those days") →
 *   will is wrong by time. Used to is right here too, so it is NEVER offered, and would is never set against
 *   it; only actions (never states: would know, would have) are keyed.
 * - Assumption (will): "That'll be the postman", "She'll be asleep by now" → can is wrong: it says what is
 *   possible in general, not what we believe about this case. Would is never offered here ("That would be
 *   Anna" is also said), nor must, may, might, could or should (all fine guesses).
 *
 * The words in [[…]] force the answer (the trigger); {} is the gap; {who}/{pron}/{poss}/{s} agree with one
 * of a few named people (people.ts), the variants of one line sharing its skeleton.
 */

const PRESENT: readonly string[] = table('PRESENT', data.PRESENT, z.string());

const PAST: readonly string[] = table('PAST', data.PAST, z.string());

const ASSUME: readonly string[] = table('ASSUME', data.ASSUME, z.string());

export const willWouldHabitsAssumptions: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const lines = [
      ...PRESENT.map((line, i) => ({ line, kind: 'present' as const, id: `now:${i}` })),
      ...PAST.map((line, i) => ({ line, kind: 'past' as const, id: `past:${i}` })),
      ...ASSUME.map((line, i) => ({ line, kind: 'assume' as const, id: `guess:${i}` })),
    ];
    for (const { entry, filled: raw, cue } of cueLines(rng, [[lines, '']], () => NAMED, 6)) {
      const { kind, id } = entry;
      // "when she's nervous", not the stiff "when she is nervous" (never at a clause end: "however tired she is").
      const filled = raw.replace(/\b(he|she) is (?=\w)/g, "$1's ");
      const trigger = cue.replace(/\b(he|she) is (?=\w)/g, "$1's ").replace(/^,\s*|,$/g, '');
      const answer = kind === 'past' ? 'would' : 'will';
      const wrong: Wrong[] =
        kind === 'present'
          ? [d('would', 'would-for-present-habit', { cue: trigger })]
          : kind === 'past'
            ? [d('will', 'will-for-past-habit', { cue: trigger })]
            : [d('can', 'can-for-assumption', { cue: trigger })];
      yield item(rng, {
        text: filled,
        answer,
        wrong,
        ruleId:
          kind === 'present'
            ? 'will-present-habit'
            : kind === 'past'
              ? 'would-past-habit'
              : 'will-assumption',
        trigger: [trigger],
        skeleton: id,
        features: { use: kind },
      });
    }
  },
});

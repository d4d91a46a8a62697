import { z } from 'zod';
import { d, item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { resultMayLead } from './clause.ts';
import data from './third-conditional.data.json' with { type: 'json' };
import copy from './third-conditional.json' with { type: 'json' };

/**
 * [subject, condition (base verb + rest), result subject, result base verb + rest]
 *
 * Notes on rows (the rows are in third-conditional.data.json):
 * - before row ["I","set my alarm last night","I","not oversleep this morning"]: Issue 16: one-off past events (a habit in the if-clause would let the past simple in as a mixed conditional).
 */
const THIRD: [string, string, string, string][] = table(
  'THIRD',
  data.THIRD,
  z.tuple([z.string(), z.string(), z.string(), z.string()]),
);

const PRONOUNS = new Set(['I', 'you', 'he', 'she', 'it', 'we', 'they']);
/** Third-conditional pairs whose result pronoun is someone or something else (the plants, the patient). */
const NOT_COREFERENT = new Set(['water the plants', 'see him earlier']);

export const thirdConditional: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const pp = (phrase: string) => {
      const neg = phrase.startsWith('not ');
      const words = (neg ? phrase.slice(4) : phrase).split(' ');
      const f = verbForms(words[0] ?? '');
      return {
        pp: `${neg ? 'not ' : ''}${[f.participle, ...words.slice(1)].join(' ')}`,
        past: `${neg ? "didn't " : ''}${[neg ? f.base : f.past, ...words.slice(1)].join(' ')}`,
        base: phrase,
      };
    };
    // k = 2 puts the result first: "We would have caught the train if we ___ earlier."
    for (const [[s1, c, s2, r], k] of rng.shuffle(
      THIRD.flatMap((x) => [0, 1, 2].map((k) => [x, k] as const)),
    )) {
      const cond = pp(c);
      const res = pp(r);
      const hadCond = cond.pp.startsWith('not ') ? `hadn't ${cond.pp.slice(4)}` : `had ${cond.pp}`;
      const wouldRes = res.pp.startsWith('not ')
        ? `wouldn't have ${res.pp.slice(4)}`
        : `would have ${res.pp}`;
      if (k === 0 || k === 2) {
        // Result first: "Tom wouldn't have missed the bus if he …", never "He … if Tom …".
        const corefer = ['he', 'she', 'they'].includes(s2) && !PRONOUNS.has(s1) && !NOT_COREFERENT.has(c);
        const [a, b] = corefer ? [s1, s2] : [s2, s1];
        // No pronoun before its name: not "He would have brought you a fork if you had asked the waiter".
        if (k === 2 && !resultMayLead(`${b} ${c}`, `${a} ${r}`)) continue;
        // A past state ("If the shop was open", "If I knew") is also said for an imagined past.
        const stateVerb = ['be', 'have', 'know'].includes(c.replace(/^not /, '').split(' ')[0] ?? '');
        yield item(rng, {
          text: k === 0 ? `If ${s1} {}, ${s2} ${wouldRes}.` : `${a} ${wouldRes} if ${b} {}.`,
          answer: hadCond,
          wrong: [
            ...(stateVerb ? [] : [d(cond.past, 'past-for-past-perfect', {})]),
            d(
              cond.pp.startsWith('not ') ? `wouldn't have ${cond.pp.slice(4)}` : `would have ${cond.pp}`,
              'would-after-if',
              {},
            ),
          ],
          ruleId: 'if-had',
          trigger: ['would have'],
          skeleton: `third-if-${c}`,
        });
      } else {
        yield item(rng, {
          text: `If ${s1} ${hadCond}, ${s2} {}.`,
          answer: wouldRes,
          wrong: [
            // (would + base is a mixed conditional about now: the guard drops it; never built for a negative)
            ...(res.pp.startsWith('not ')
              ? []
              : [
                  // The result's own base phrase ("would pass the exam"), never a participle ("would found").
                  d(`would ${res.base}`, 'second-for-third-conditional', {}),
                ]),
            d(
              wouldRes.replace(/^wouldn't/, "won't").replace(/^would/, 'will'),
              'will-in-third-conditional',
              {},
            ),
          ],
          ruleId: 'would-have',
          trigger: ['If', 'had'],
          skeleton: `third-result-${r}`,
        });
      }
    }
  },
});

import { z } from 'zod';
import { d, item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { TopicDef } from '../../types.ts';
import data from './passive-present-perfect.data.json' with { type: 'json' };
import copy from './passive-present-perfect.json' with { type: 'json' };
import { forms, has, THINGS } from './passive-things.ts';

/**
 * Authored bases (issue 16), one skeleton each: has/have stands in the sentence, the gap takes been +
 * participle, and {A} is said with just and with already (both natural there). The subject cannot do the
 * action itself, so the bare participle (the active present perfect) is wrong by meaning; `erg` lines,
 * whose active could also be said ("the match has moved to Sunday", "the heating has turned on"), never
 * offer it.
 */
type PerfectLine = [text: string, verb: string, erg?: 1];

const PerfectLineSchema = z.tuple([z.string(), z.string(), z.literal(1).optional()]);

export const PERFECT_LINES: PerfectLine[] = table('PERFECT_LINES', data.PERFECT_LINES, PerfectLineSchema);

/** Each line said with just and with already where it has {A}, else once. */
export function perfectLines(): {
  text: string;
  verb: string;
  erg: boolean;
  trigger: string;
  skeleton: string;
}[] {
  return PERFECT_LINES.flatMap(([text, verb, erg], i) =>
    (text.includes('{A}') ? ['just', 'already'] : [null]).map((a) => {
      const filled = a ? text.replace('{A}', a) : text;
      const marker =
        a ?? /\b(just|already|yet|recently|since|for|this year|finally|ever|never)\b/.exec(filled)?.[0];
      const aux = /\b(has|have|hasn’t|haven’t|Has|Have)\b/.exec(filled)?.[0] ?? '';
      return {
        text: filled,
        verb,
        erg: erg === 1,
        trigger: marker ? `${aux}|${marker}` : aux,
        skeleton: `pp-line-${i}`,
      };
    }),
  );
}

/** The subject a line's has/have agrees with: the words before it, or after it in a question. */
function subjectOf(text: string): string {
  const q = /^(Has|Have) (.+?) ___/.exec(text);
  if (q?.[2]) return q[2];
  return (/^(?:Good news: )?(.+?) (has|have|hasn’t|haven’t)\b/.exec(text)?.[1] ?? 'the subject').replace(
    /^./,
    (c) => c.toLowerCase(),
  );
}

export const passivePerfect: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const all = rng.shuffle(THINGS.flatMap((t) => [0, 1, 2].map((k) => [t, k] as const)));
    for (const [t, k] of all) {
      const x = forms(t.verb);
      const wrong = [d(`being ${x.pp}`, 'being-for-been', {}), d(`be ${x.pp}`, 'be-after-have', {})];
      if (!t.erg) wrong.push(d(x.pp, 'active-for-passive', { subject: t.s }));
      if (k === 2) {
        yield item(rng, {
          text: `${has(t) === 'has' ? 'Has' : 'Have'} ${t.s} {} yet?`,
          answer: `been ${x.pp}`,
          wrong,
          ruleId: 'passive-perfect',
          trigger: [has(t), 'yet'],
          features: { voice: 'passive', tense: 'present-perfect' },
          skeleton: `pp-q-${t.s}-${t.verb}`,
        });
        continue;
      }
      const adv = k === 0 ? 'just' : 'already';
      yield item(rng, {
        text: `${t.s} ${has(t)} ${adv} {}`,
        answer: `been ${x.pp}`,
        wrong,
        ruleId: 'passive-perfect',
        trigger: [has(t), adv],
        features: { voice: 'passive', tense: 'present-perfect' },
        skeleton: `pp-${t.s}-${t.verb}`,
      });
    }
    for (const l of rng.shuffle(perfectLines())) {
      const x = forms(l.verb);
      const wrong = [d(`being ${x.pp}`, 'being-for-been', {}), d(`be ${x.pp}`, 'be-after-have', {})];
      if (!l.erg) wrong.push(d(x.pp, 'active-for-passive', { subject: subjectOf(l.text) }));
      yield item(rng, {
        text: l.text,
        answer: `been ${x.pp}`,
        wrong,
        ruleId: 'passive-perfect',
        trigger: l.trigger.split('|').filter(Boolean),
        features: { voice: 'passive', tense: 'present-perfect' },
        skeleton: l.skeleton,
      });
    }
  },
});

import { z } from 'zod';
import { d, item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { DistractorRationale, TopicDef } from '../../types.ts';
import { shuffledExercises } from './clause.ts';
import data from './zero-conditional.data.json' with { type: 'json' };
import copy from './zero-conditional.json' with { type: 'json' };

/**
 * Small curated topics where meaning decides the answer, so every sentence is written by hand: zero
 * conditional facts, if or unless, mustn't or don't have to, must have or can't have.
 */

/**
 * Zero-conditional facts: [verb base, whether its subject is he/she/it] in square brackets.
 *
 * Notes on rows (the rows are in zero-conditional.data.json):
 * - before row "If you [add] salt to ice, it [melt:3] faster.": Issue 16: more facts and habits, each its own skeleton.
 */
const FACTS = table('FACTS', data.FACTS, z.string());

export const zeroConditional: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const all = shuffledExercises(rng, FACTS, 2);
    for (const [fact, i, k] of all) {
      const slots = [...fact.matchAll(/\[(?:not )?(\w+)(:3)?\]/g)];
      let neg = false;
      const present = (base: string, third: boolean) =>
        neg
          ? `${third ? "doesn't" : "don't"} ${base}`
          : base === 'be'
            ? third
              ? 'is'
              : 'are'
            : third
              ? verbForms(base).third
              : base;
      const past = (base: string, third: boolean) =>
        neg ? `didn't ${base}` : base === 'be' ? (third ? 'was' : 'were') : verbForms(base).past;
      let n = 0;
      let answer = '';
      const wrong: DistractorRationale[] = [];
      const text = fact.replace(
        /\[(not )?(\w+)(:3)?\]/g,
        (_m, not: string | undefined, base: string, t3?: string) => {
          const third = t3 === ':3';
          neg = Boolean(not);
          const idx = n++;
          if (idx !== k) return present(base, third);
          answer = present(base, third);
          const subj =
            fact
              .slice(0, slots[idx]?.index ?? 0)
              .replace(/^If /, '')
              .split(', ')
              .at(-1)
              ?.trim() ?? '';
          wrong.push(
            d(present(base, !third), third ? 'agreement-3sg' : 'agreement-non-3sg', {
              subject: subj.replace(/ (usually|always)$/, ''),
            }),
            d(past(base, third), 'past-in-zero-conditional', {}),
            d(`${neg ? 'not ' : ''}${base === 'be' ? 'being' : verbForms(base).ing}`, 'ing-without-be', {}),
          );
          return '___';
        },
      );
      yield item(rng, {
        text,
        answer,
        wrong,
        ruleId: 'zero-present',
        trigger: ['If'],
        features: { type: 'zero' },
        skeleton: `zero-${i}`,
      });
    }
  },
});

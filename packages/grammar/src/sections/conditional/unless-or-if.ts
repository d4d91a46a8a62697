import { z } from 'zod';
import { d, item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { TopicDef } from '../../types.ts';
import { shuffledExercises } from './clause.ts';
import data from './unless-or-if.data.json' with { type: 'json' };
import copy from './unless-or-if.json' with { type: 'json' };

/**
 * [condition, result that holds unless it happens, result that holds if it happens]. "[[noun|pronoun]]": the
 * clause said first names the thing, the other refers back to it, in either order ("The plants will die unless
 * you water them", "Unless you water the plants, they will die"; never a pronoun before its noun, nor the noun
 * twice: "Unless you charge your phone, your phone will die").
 */
const REFER = /\[\[([^|\]]+)\|([^\]]+)\]\]/g;
export const said = (clause: string, first: boolean): string => clause.replace(REFER, first ? '$1' : '$2');
/** The sentence's two clauses: the second refers back only when the first has named the thing. */
export function clauses(cond: string, result: string, resultFirst: boolean): [string, string] {
  const [first, second] = resultFirst ? [result, cond] : [cond, result];
  const refers = new RegExp(REFER.source).test(first);
  const out: [string, string] = [said(first, true), said(second, !refers)];
  return resultFirst ? [out[1], out[0]] : out;
}
/**
 * Notes on rows (the rows are in unless-or-if.data.json):
 * - before row ["you charge [[your phone|it]]","[[your phone|it]] will die before lun: Issue 16: more pairs, each its own skeleton; each result makes only one of if/unless sensible.
 */
export const UNLESS: [string, string, string][] = table(
  'UNLESS',
  data.UNLESS,
  z.tuple([z.string(), z.string(), z.string()]),
);

export const unlessIf: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const all = shuffledExercises(rng, UNLESS, 4);
    for (const [[c, without, withIt], i, k] of all) {
      const useUnless = k % 2 === 0;
      const resultFirst = k < 2;
      const [cond, result] = clauses(c, useUnless ? without : withIt, resultFirst);
      const text = resultFirst ? `${result} {} ${cond}` : `{} ${cond}, ${result}`;
      const answer = k < 2 ? (useUnless ? 'unless' : 'if') : useUnless ? 'Unless' : 'If';
      const other = k < 2 ? (useUnless ? 'if' : 'unless') : useUnless ? 'If' : 'Unless';
      yield item(rng, {
        text,
        answer,
        wrong: [d(other, useUnless ? 'if-for-unless' : 'unless-for-if', { condition: cond, result })],
        ruleId: useUnless ? 'unless-if-not' : 'if-condition',
        trigger: [cond, result],
        features: { polarity: useUnless ? 'negative-condition' : 'positive-condition' },
        // One base, one skeleton: a session never shows the same pair twice with if/unless swapped.
        skeleton: `unless-${i}`,
      });
    }
  },
});

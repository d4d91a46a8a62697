import { z } from 'zod';
import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { ingForm, verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { fillLine, LISTENER, NAMED, subjectsFor } from '../modal/people.ts';
import data from './be-to-formal.data.json' with { type: 'json' };
import copy from './be-to-formal.json' with { type: 'json' };

/**
 * be to + base form, the formal future of official plans (The President is to visit Kyiv next week), of
 * orders and rules (You are not to leave the building; Passengers are not to …), and after if for a
 * condition (If we are to finish on time, …); was / were to have + past participle for a plan that did
 * not happen (The meeting was to have taken place yesterday, but …). The gap follows be, so only forms
 * of be to are offered: to + -ing, to left out, and after to have the past simple or the base form.
 * Nothing else that is right is offered: never going to, will or the present continuous (all right for
 * a plan), and never was to + base form on a plan that did not happen ("The meeting was to take place
 * yesterday" is right too). {B:verb}: to + base form; {H:verb}: to have + past participle.
 */

/** Official plans, orders and rules, conditions with if → to + base form. */
const PLAN: readonly string[] = table('PLAN', data.PLAN, z.string());

/** A plan that did not happen → to have + past participle. */
const UNREAL: readonly string[] = table('UNREAL', data.UNREAL, z.string());

/** Issue 16: more official plans, orders, rules and conditions → to + base form (said of up to three people). */
const PLAN_MORE: readonly string[] = table('PLAN_MORE', data.PLAN_MORE, z.string());

/** Issue 16: more plans that did not happen → to have + past participle. */
const UNREAL_MORE: readonly string[] = table('UNREAL_MORE', data.UNREAL_MORE, z.string());

function forms(perfect: boolean, base: string): { answer: string; wrong: Wrong[] } {
  const f = verbForms(base);
  if (!perfect)
    return {
      answer: `to ${base}`,
      wrong: [d(`to ${ingForm(base)}`, 'be-to-form', {}), d(base, 'be-to-form', {})],
    };
  const broken =
    f.past !== f.participle
      ? `to have ${f.past}`
      : f.participle !== base
        ? `to have ${base}`
        : `to had ${base}`;
  return {
    answer: `to have ${f.participle}`,
    wrong: [d(broken, 'be-to-form', {}), d(`to having ${f.participle}`, 'be-to-form', {})],
  };
}

export const beToFormal: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const lines = [
      ...PLAN.map((line, i) => ({ line, i })),
      ...UNREAL.map((line, i) => ({ line, i: i + 100 })),
    ];
    // Issue 16: the new lines, each said of up to three people, after the first ones so those keep their ids.
    // Named people only: the you-own-life guard strikes an order told to "you" about their own plans.
    const more = [
      ...PLAN_MORE.map((line, i) => ({ line, i: i + 400 })),
      ...UNREAL_MORE.map((line, i) => ({ line, i: i + 500 })),
    ];
    for (const [list, people, n] of [
      [lines, [...NAMED, LISTENER], 6],
      [more, NAMED, 3],
    ] as const)
      for (const { line, i } of rng.shuffle(list)) {
        const gap = line.match(/\{([BH]):([a-z]+)\}/);
        if (!gap) continue;
        const perfect = gap[1] === 'H';
        const { answer, wrong } = forms(perfect, gap[2] as string);
        for (const s of subjectsFor(rng, line, people, n)) {
          const filled = fillLine(line.replace(gap[0], '{}'), s);
          // The deciding words: the form of be before the gap, and for an unreal plan the "but …" after it.
          const be = filled.match(/\b(is|are|am|was|were)( not)? \{\}/)?.[0].replace(' {}', '') ?? '';
          const but = filled.match(/, but .*$/)?.[0].slice(2) ?? '';
          yield item(rng, {
            text: filled,
            answer,
            wrong,
            ruleId: perfect ? 'be-to-have-done' : 'be-to-plan',
            trigger: perfect && but ? [be, but] : [be],
            features: { plan: perfect ? 'did-not-happen' : 'official' },
            skeleton: `be-to-${i}`,
          });
        }
      }
  },
});

import { z } from 'zod';
import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Subject } from '../../lexicon/subject.ts';
import { ingForm } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fillLine, NAMED, SPEAKER, subjectsFor } from '../modal/people.ts';
import data from './be-about-to.data.json' with { type: 'json' };
import copy from './be-about-to.json' with { type: 'json' };

/**
 * Something that will happen very soon or was planned: be about to + base form (very soon: Hurry, the train
 * is about to leave; I was about to go to bed when …), be on the point of + -ing (very soon, often with
 * when: She was on the point of giving up when …), be due to + base form (at a time that has been fixed:
 * The plane is due to land at 6.40). Each line is written for one of them and offers only that phrase's
 * broken forms (about without to, about to + -ing; on the point to, on the point of + base form; due
 * without to, due to + -ing): the three are never offered against each other, since where one is natural
 * another is often possible too. about {A:verb}, {P:verb}, due {D:verb} are the gaps; -ing forms come from morph.
 */

/** Very soon → about to + base form. */
const ABOUT: readonly string[] = table('ABOUT', data.ABOUT, z.string());

/** Very soon, often interrupted by "when …" → on the point of + -ing. */
const POINT: readonly string[] = table('POINT', data.POINT, z.string());

/** At a time that has been fixed → due to + base form. */
const DUE: readonly string[] = table('DUE', data.DUE, z.string());

/** Issue 16: more lines of the three kinds (about to, on the point of, due to), said of up to three named people. */
const MORE: readonly string[] = table('MORE', data.MORE, z.string());

/** Full catalogue (issue 16): more lines said of three named people, each its own base, after MORE (ids stay). */
const MORE_2: readonly string[] = table('MORE_2', data.MORE_2, z.string());

type Kind = 'A' | 'P' | 'D';
const RULE: Record<Kind, string> = { A: 'about-to', P: 'on-the-point-of', D: 'due-to' };
const WORDS: Record<Kind, string> = { A: 'about to', P: 'on the point of', D: 'due to' };

/** The key and the two broken forms of the phrase a line is written for. */
function forms(kind: Kind, base: string): { answer: string; wrong: Wrong[] } {
  const ing = ingForm(base);
  if (kind === 'A')
    return {
      answer: `to ${base}`,
      wrong: [d(base, 'about-to-form', {}), d(`to ${ing}`, 'about-to-form', {})],
    };
  if (kind === 'P')
    return {
      answer: `of ${ing}`,
      wrong: [d(`to ${base}`, 'point-of-form', {}), d(`of ${base}`, 'point-of-form', {})],
    };
  return {
    answer: `to ${base}`,
    wrong: [d(base, 'due-to-form', {}), d(`to ${ing}`, 'due-to-form', {})],
  };
}

export const beAboutTo: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    yield* lineItems(
      rng,
      [
        ...ABOUT.map((line, i) => ({ line, i })),
        ...POINT.map((line, i) => ({ line, i: i + 100 })),
        ...DUE.map((line, i) => ({ line, i: i + 200 })),
      ],
      [...NAMED, ...SPEAKER.slice(0, 1)],
      6,
    );
    // Issue 16: the new lines, after the first ones so those keep their ids.
    yield* lineItems(
      rng,
      MORE.map((line, i) => ({ line, i: i + 400 })),
      NAMED,
      3,
    );
    // Full catalogue: MORE_2 after MORE, so every earlier id stays.
    yield* lineItems(
      rng,
      MORE_2.map((line, i) => ({ line, i: i + 500 })),
      NAMED,
      3,
    );
  },
});

/** A shuffled table of lines, each said with up to `n` subjects from `pool`. */
function* lineItems(rng: Rng, lines: { line: string; i: number }[], pool: readonly Subject[], n: number) {
  for (const { line, i } of rng.shuffle(lines)) {
    const gap = line.match(/\{([APD]):([a-z]+)\}/);
    if (!gap) continue;
    const kind = gap[1] as Kind;
    const { answer, wrong } = forms(kind, gap[2] as string);
    for (const s of subjectsFor(rng, line, pool, n)) {
      yield item(rng, {
        text: fillLine(line.replace(gap[0], '{}'), s),
        answer,
        wrong,
        ruleId: RULE[kind],
        trigger: [kind === 'P' ? 'on the point' : kind === 'A' ? 'about' : 'due'],
        features: { phrase: WORDS[kind] },
        skeleton: `about-to-${i}`,
      });
    }
  }
}

import { z } from 'zod';
import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { subjectFitsLine } from '../../lexicon/reference.ts';
import type { Subject } from '../../lexicon/subject.ts';
import { ingForm, verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fillLine, LISTENER, NAMED, SPEAKER, subjectsFor } from '../modal/people.ts';
import data from './would-rather-someone.data.json' with { type: 'json' };
import copy from './would-rather-someone.json' with { type: 'json' };

/**
 * would rather + another person + past simple (now or later: I'd rather you didn't smoke in here), + past
 * perfect (the past: I'd rather you had told me), and would rather + base form when the subject is the same
 * person (I'd rather stay; I'd rather not go). Only forms that no standard speaker uses are offered as
 * wrong: to, not to, -ing, have + participle, don't. The present ("I'd rather you don't"), the bare
 * subjunctive ("I'd rather you not smoke", American) and would ("I'd rather you wouldn't") are never
 * offered, since many speakers say them. Gaps: {X:verb} past simple, {N:verb} didn't + base, {H:verb} had +
 * participle, {HN:verb} hadn't + participle, {S:verb} base form, {SN:verb} not + base form.
 */

/** Another person, now or later → past simple. */
const OTHER_NOW: readonly string[] = table('OTHER_NOW', data.OTHER_NOW, z.string());

/** Another person, now or later, negative → didn't + base form. */
const OTHER_NOT: readonly string[] = table('OTHER_NOT', data.OTHER_NOT, z.string());

/** Another person, the past → had / hadn't + past participle. */
const OTHER_PAST: readonly string[] = table('OTHER_PAST', data.OTHER_PAST, z.string());

/** The same person → base form, not + base form. */
const SAME: readonly string[] = table('SAME', data.SAME, z.string());

/** Issue 16: more lines (another person now or later, and the past), yielded after the first ones. */
const MORE: readonly string[] = table('MORE', data.MORE, z.string());

/** Full catalogue (issue 16): more lines of every kind, each its own base, yielded after MORE (ids stay). */
const MORE_2: readonly string[] = table('MORE_2', data.MORE_2, z.string());

type Gap = 'X' | 'N' | 'H' | 'HN' | 'S' | 'SN';

function forms(gap: Gap, base: string, subject: string): { answer: string; wrong: Wrong[]; ruleId: string } {
  const f = verbForms(base);
  const ing = ingForm(base);
  switch (gap) {
    case 'X':
      return {
        answer: f.past,
        wrong: [
          d(`to ${base}`, 'to-after-would-rather-subject', { subject }),
          d(ing, 'would-rather-subject-form', { subject }),
        ],
        ruleId: 'rather-other-now',
      };
    case 'N':
      return {
        answer: `didn't ${base}`,
        wrong: [
          d(`not to ${base}`, 'to-after-would-rather-subject', { subject }),
          d(`not ${ing}`, 'would-rather-subject-form', { subject }),
        ],
        ruleId: 'rather-other-now',
      };
    case 'H':
    case 'HN': {
      const not = gap === 'HN' ? "n't" : '';
      return {
        answer: `had${not} ${f.participle}`,
        wrong: [
          d(`have${not} ${f.participle}`, 'would-rather-subject-form', { subject }),
          d(`${gap === 'HN' ? 'not ' : ''}to have ${f.participle}`, 'to-after-would-rather-subject', {
            subject,
          }),
        ],
        ruleId: 'rather-other-past',
      };
    }
    case 'S':
      return {
        answer: base,
        wrong: [d(`to ${base}`, 'to-after-would-rather', {}), d(ing, 'would-rather-same-form', {})],
        ruleId: 'rather-same',
      };
    default:
      return {
        answer: `not ${base}`,
        wrong: [
          d(`not to ${base}`, 'to-after-would-rather', {}),
          d(`don't ${base}`, 'would-rather-same-form', {}),
        ],
        ruleId: 'rather-same',
      };
  }
}

/**
 * The lines in a shuffled order. A line about another person is said of `count` people; a same-person line
 * ({Pron}'d rather …) by I and we and of the first two of `named()`.
 */
function* lineItems(
  rng: Rng,
  lines: { line: string; i: number }[],
  count: number,
  named: () => readonly Subject[],
) {
  for (const { line, i } of rng.shuffle(lines)) {
    const gap = line.match(/\{(X|N|H|HN|S|SN):([a-z]+)\}/);
    if (!gap) continue;
    const kind = gap[1] as Gap;
    const same = kind === 'S' || kind === 'SN';
    const subjects = same
      ? [...SPEAKER, ...named().slice(0, 2)].filter((s) => subjectFitsLine(line, s))
      : subjectsFor(rng, line, [...NAMED, LISTENER], count);
    for (const s of subjects) {
      const filled = fillLine(line.replace(gap[0], '{}'), s);
      // The words that decide it: "rather you" / "rather Tom" (another person), "I'd rather" (the same one).
      const other = filled.match(/rather (\w+)(?= \{\})/)?.[1] ?? filled.match(/you rather (\w+)/)?.[1] ?? '';
      const trigger = same ? (filled.split(' {}')[0] ?? '') : `rather ${other}`;
      const { answer, wrong, ruleId } = forms(kind, gap[2] as string, other);
      yield item(rng, {
        text: filled,
        answer,
        wrong,
        ruleId,
        trigger: [trigger],
        features: { subject: same ? 'same' : 'other' },
        skeleton: `rather-${i}`,
      });
    }
  }
}

export const wouldRatherSomeone: TopicDef = makeTopic(copy, {
  target: 750,
  *generate(rng) {
    const lines = [
      ...OTHER_NOW.map((line, i) => ({ line, i })),
      ...OTHER_NOT.map((line, i) => ({ line, i: i + 100 })),
      ...OTHER_PAST.map((line, i) => ({ line, i: i + 200 })),
      ...SAME.map((line, i) => ({ line, i: i + 300 })),
    ];
    yield* lineItems(rng, lines, 5, () => NAMED);
    // Issue 16: the new lines, each said of up to four people, after the first ones so those keep their ids.
    yield* lineItems(
      rng,
      MORE.map((line, i) => ({ line, i: i + 400 })),
      4,
      () => NAMED,
    );
    // Full catalogue: MORE_2 after MORE, so every earlier id stays; same-person lines as in the first set,
    // but of two people drawn from NAMED.
    yield* lineItems(
      rng,
      MORE_2.map((line, i) => ({ line, i: i + 500 })),
      4,
      () => rng.shuffle(NAMED),
    );
  },
});

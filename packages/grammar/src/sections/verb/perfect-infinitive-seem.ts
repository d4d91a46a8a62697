import { z } from 'zod';
import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { ingForm, verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { fillLine, NAMED, splitCue, subjectsFor } from '../modal/people.ts';
import data from './perfect-infinitive-seem.data.json' with { type: 'json' };
import copy from './perfect-infinitive-seem.json' with { type: 'json' };

/**
 * seem / appear / be said (believed, thought, reported) + perfect infinitive (to have done: something
 * earlier than the seeming) or simple infinitive (to do: something true now). Every line is authored; the
 * words in [[…]] are the time marker in the sentence that forces one of them. {P:verb} is a gap whose key
 * is to have + past participle (a finished past time: yesterday, last night, in 1998, already, since …);
 * {N:verb} is a gap whose key is to + base form, said only of states with right now or at the moment (never
 * "now" alone, "these days" or a later time: "He seems to have understood now", "She's been so busy these
 * days" and "She seemed to have been nervous about tomorrow" are English). Forms come from morph only.
 */

/**
 * A finished past time → to have + past participle.
 *
 * Notes on rows (the rows are in perfect-infinitive-seem.data.json):
 * - before row "{Who} seem{s} {P:forget} {poss} password [[this morning]]": issue 16: appended so the ids above keep their numbers (PAST stays under 100: NOW counts from 100)
 */
const PAST: readonly string[] = table('PAST', data.PAST, z.string());

/**
 * Something true at the moment of speaking (a state or what is going on) → to + base form.
 *
 * Notes on rows (the rows are in perfect-infinitive-seem.data.json):
 * - before row "{Who} seem{s} {N:be} in a good mood [[right now]]": issue 16: appended
 */
const NOW: readonly string[] = table('NOW', data.NOW, z.string());

const PERFECT = (base: string) => `to have ${verbForms(base).participle}`;

export const perfectInfinitiveSeem: TopicDef = makeTopic(copy, {
  target: 640,
  *generate(rng) {
    const lines = [...PAST.map((line, i) => ({ line, i })), ...NOW.map((line, i) => ({ line, i: i + 100 }))];
    for (const { line, i } of rng.shuffle(lines)) {
      const { text, cue } = splitCue(line);
      const gap = text.match(/\{([PN]):([a-z]+)\}/);
      if (!gap) continue;
      const past = gap[1] === 'P';
      const base = gap[2] as string;
      const f = verbForms(base);
      const answer = past ? PERFECT(base) : `to ${base}`;
      const other = past ? `to ${base}` : PERFECT(base);
      // A form that is no infinitive at all: to have + base form (or + past simple where it differs), or to + -ing.
      const broken = past
        ? f.participle !== base
          ? `to have ${base}`
          : `to having ${f.participle}`
        : `to ${ingForm(base)}`;
      for (const s of subjectsFor(rng, text, NAMED, 5)) {
        const filled = fillLine(text.replace(gap[0], '{}'), s);
        const marker = fillLine(cue, s);
        const wrong: Wrong[] = [
          past
            ? d(other, 'simple-infinitive-for-past', { marker })
            : d(other, 'perfect-infinitive-for-now', { marker }),
          d(broken, 'broken-infinitive', {}),
        ];
        yield item(rng, {
          text: filled,
          answer,
          wrong,
          ruleId: past ? 'perfect-infinitive-past' : 'simple-infinitive-now',
          trigger: [marker],
          features: { time: past ? 'earlier' : 'now' },
          skeleton: `seem-inf-${i}`,
        });
      }
    }
  },
});

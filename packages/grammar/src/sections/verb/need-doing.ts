import { z } from 'zod';
import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Subject } from '../../lexicon/subject.ts';
import { ingForm, verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { fillLine, LISTENER, NAMED, SPEAKER, splitCue, subjectsFor } from '../modal/people.ts';
import data from './need-doing.data.json' with { type: 'json' };
import copy from './need-doing.json' with { type: 'json' };

/**
 * need + -ing / need to be done (a thing that something should be done to: The car needs washing / needs to
 * be washed) and need to + base form (a person who has to do something: I need to wash the car). The two
 * thing forms mean the same, so one is never offered against the other: a thing line is keyed with one of
 * them (the same for all its variants, half and half over the lines) and offered against need to + base
 * form (the thing would do it itself) and need + base form (not English). "Needs washed" (Scottish and
 * some American speech) is never offered at all. Thing verbs are never ergative (no cook, dry, charge,
 * update, move: "The phone needs to charge" is English); a person line always has an object after the
 * verb, so "needs washing" cannot be read as the person being washed. [[…]] is who or what needs it;
 * {T:verb} and {P:verb} are the gaps; forms come from morph (a phrasal verb's particle stays after it).
 */

/** A thing that something should be done to → -ing or to be + past participle. */
const THING: readonly string[] = table('THING', data.THING, z.string());

/** A person who has to do something (with an object after the verb) → to + base form. */
const PERSON: readonly string[] = table('PERSON', data.PERSON, z.string());

/**
 * Issue 16, "the full catalogue": more lines of each kind, one skeleton each, generated after the older ones
 * so their exercises keep their ids. The same rule for the thing verbs: never one that can be intransitive
 * with the thing as its subject (no dry, cook, charge, restart, defrost, walk, feed, air, sell, lock, clear).
 */
const THING_2: readonly string[] = table('THING_2', data.THING_2, z.string());

const PERSON_2: readonly string[] = table('PERSON_2', data.PERSON_2, z.string());

const PEOPLE: readonly Subject[] = [...NAMED, ...SPEAKER, LISTENER];

/** "look at" → look + " at": the verb and the particle or preposition after it. */
const split = (phrase: string): [string, string] => {
  const [verb = phrase, ...rest] = phrase.split(' ');
  return [verb, rest.length ? ` ${rest.join(' ')}` : ''];
};

export const needDoing: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const lines = [
      ...THING.map((line, i) => ({ line, i, thing: true })),
      ...PERSON.map((line, i) => ({ line, i: i + 100, thing: false })),
    ];
    const lines2 = [
      ...THING_2.map((line, i) => ({ line, i, thing: true })),
      ...PERSON_2.map((line, i) => ({ line, i: i + 100, thing: false })),
    ];
    // The issue-16 lines come after the older ones (their own skeleton prefix), so older ids stay.
    for (const [list, skel] of [
      [lines, 'need-'],
      [lines2, 'need2-'],
    ] as const)
      for (const { line, i, thing } of rng.shuffle(list)) {
        const { text, cue } = splitCue(line);
        const gap = text.match(/\{([TP]):([a-z ]+)\}/);
        if (!gap) continue;
        const [base, rest] = split(gap[2] as string);
        const ing = `${ingForm(base)}${rest}`;
        const toBase = `to ${base}${rest}`;
        const bare = `${base}${rest}`;
        // Half the thing lines take -ing, half to be + past participle; never both in one exercise.
        const answer = thing ? (i % 2 === 0 ? ing : `to be ${verbForms(base).participle}${rest}`) : toBase;
        const pool = thing ? NAMED : PEOPLE;
        for (const s of subjectsFor(rng, text, pool, 5)) {
          const filled = fillLine(text.replace(gap[0], '{}'), s);
          const who = fillLine(cue, s);
          const wrong: Wrong[] = thing
            ? [
                d(toBase, 'active-infinitive-after-need-thing', { subject: who }),
                d(bare, 'bare-after-need', {}),
              ]
            : [d(ing, 'ing-after-need-person', { subject: who }), d(bare, 'bare-after-need', {})];
          yield item(rng, {
            text: filled,
            answer,
            wrong,
            ruleId: thing ? 'need-thing' : 'need-person',
            trigger: [who],
            features: { subject: thing ? 'thing' : 'person' },
            skeleton: `${skel}${i}`,
          });
        }
      }
  },
});

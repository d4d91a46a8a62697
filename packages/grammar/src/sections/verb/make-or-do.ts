import { z } from 'zod';
import { someSubjects } from '../../core/verb-clauses.ts';
import { type Item, makeTopic, type Wrong } from '../../engine.ts';
import { record } from '../../lexicon/data.ts';
import { haveFor, is3sg, possess, subjectStart } from '../../lexicon/subject.ts';
import { thirdPerson, verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './make-or-do.data.json' with { type: 'json' };
import copy from './make-or-do.json' with { type: 'json' };

/**
 * Fixed collocations: verb|object|frames. Frames: p past with a marker, f perfect (has just …),
 * s present habit (usually), c continuous (at the moment). Only objects that take one verb are listed.
 */
const TABLE = `
make|a cake for the party|pfc
make|a mistake in the test|pf
make|a phone call|pc
make|a decision|pf
make|a lot of noise|ps
make|new friends at the party|p
make|an effort|p
make|good progress|pf
make|a lot of money|p
make|breakfast for everyone|pfcs
make|the bed|pfs
make|plans for the weekend|pf
make|an appointment with the dentist|pf
make|a complaint|p
make|a speech at the wedding|pc
make|a promise|p
make|a list of things to buy|pfc
make|a choice|p
make|a mess in the kitchen|pf
make|a cup of tea|pfc
make|a reservation|pf
make|a joke about it|p
do|{poss} homework|pfcs
do|the shopping|pfcs
do|the washing-up|pfcs
do|some exercise|pc
do|yoga|pcs
do|business with a Polish company|p
do|the cleaning|pfcs
do|the ironing|pfcs
do|the laundry|pfcs
do|{poss} best|p
do|a course in photography|p
do|some research|pc
do|a lot of damage|p
do|nothing all day|p
do|the housework|pfcs
do|a crossword|pcs
do|a lot of sport|s
do|the gardening|pfcs
do|{poss} hair|c
do|the dishes|pfcs
do|an online test|pfc
do|a great job at the concert|p
`;
interface Colloc {
  verb: 'make' | 'do';
  object: string;
  frames: string;
  id: string;
}

const COLLOCS: Colloc[] = TABLE.trim()
  .split('\n')
  .map((line, i) => {
    const [verb = 'make', object = '', frames = ''] = line.split('|');
    return { verb: verb as 'make' | 'do', object, frames, id: `c${i}` };
  });

/**
 * Who says a collocation of whom: no statement tells "you" what you did ("You have just made a plan"),
 * homework belongs to children and students, noise to children and neighbours, household jobs to a
 * household, and a group does not make one phone call, one speech or one decision together.
 */
function fitsColloc(c: Colloc, subject: string): boolean {
  if (subject === 'you') return false;
  const young = /^(the children|the students|my little brother)$/.test(subject);
  if (/homework|online test/.test(c.object)) return young || /^(I|my brother|my sister)$/.test(subject);
  if (/noise/.test(c.object))
    return /^(the children|my little brother|our neighbour Mrs Green|my cousins)$/.test(subject);
  if (/mess/.test(c.object))
    return young || /^(I|we|my brother|my sister|Max and Lily|Kate and I)$/.test(subject);
  const group =
    /^(we|they|my parents|my friends|the students|the children|Kate and I|my cousins|Max and Lily)$/.test(
      subject,
    );
  if (
    group &&
    /phone call|speech|decision|promise|joke|excuse|{poss} hair|crossword|appointment|complaint/.test(
      c.object,
    )
  )
    return false;
  if (
    /^(my friends|my cousins|the students)$/.test(subject) &&
    /shopping|washing-up|cleaning|ironing|laundry|housework|gardening|dishes|bed|breakfast/.test(c.object)
  )
    return false;
  return true;
}

/** Past markers that fit an event better than a bare day ("made a speech at the wedding last summer"). */
const PAST_FOR: Record<string, string[]> = record('PAST_FOR', data.PAST_FOR, z.array(z.string()));

/** Habit markers for "usually …": the time of day or week the job belongs to. */
const HABIT_FOR: Record<string, string> = record('HABIT_FOR', data.HABIT_FOR, z.string());

function build(rng: Rng): Item[] {
  const items: Item[] = [];
  for (const c of COLLOCS) {
    const other = c.verb === 'make' ? 'do' : 'make';
    const fr = verbForms(c.verb);
    const fo = verbForms(other);
    const wrong = (choice: string): Wrong[] => [
      {
        choice,
        errorType: 'collocation-make-do',
        params: { object: c.object.replace('{poss} ', ''), needed: c.verb },
      },
    ];
    for (const s of someSubjects(
      rng,
      8,
      /business|money|appointment|speech|complaint|reservation|laundry|housework|ironing|gardening|cleaning/.test(
        c.object,
      ),
      (s) => fitsColloc(c, s.text),
    )) {
      const obj = possess(c.object, s.poss);
      for (const frame of c.frames.split('')) {
        const sg = is3sg(s);
        const pick = (right: string, bad: string, text: string, trigger: string) =>
          items.push({
            text,
            answer: right,
            wrong: wrong(bad),
            ruleId: c.verb === 'make' ? 'make-create' : 'do-activity',
            trigger: [obj.replace(/^(a|an|the|some|\w+'s|my|your|his|her|our|their) /, '')],
            skeleton: `${frame}:${c.id}`,
            features: { tense: trigger },
          });
        if (frame === 'p') {
          const m = rng.pick(PAST_FOR[c.object] ?? ['yesterday', 'last week', 'on Saturday']);
          pick(fr.past, fo.past, `${subjectStart(s)} ___ ${obj} ${m}.`, 'past');
        } else if (frame === 'f') {
          pick(fr.participle, fo.participle, `${subjectStart(s)} ${haveFor(s)} just ___ ${obj}.`, 'perfect');
        } else if (frame === 's') {
          const v = sg ? thirdPerson(c.verb) : c.verb;
          const o = sg ? thirdPerson(other) : other;
          pick(
            v,
            o,
            `${subjectStart(s)} usually ___ ${obj} ${HABIT_FOR[c.object] ?? 'on Saturdays'}.`,
            'present',
          );
        } else {
          const be = s.person === '1sg' ? 'am' : sg ? 'is' : 'are';
          pick(
            verbForms(c.verb).ing,
            fo.ing,
            `${subjectStart(s)} ${be} ___ ${obj} at the moment.`,
            'continuous',
          );
        }
      }
    }
  }
  return items;
}

export const makeOrDo: TopicDef = makeTopic(copy, { target: 900, build: build });

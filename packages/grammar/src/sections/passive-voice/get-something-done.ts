import { z } from 'zod';
import { table } from '../../lexicon/data.ts';
import data from './get-something-done.data.json' with { type: 'json' };
import copy from './get-something-done.json' with { type: 'json' };
/**
 * Causative get (issue 16): get + thing + past participle (someone else does the job on it: "got my hair
 * cut") against get + person + to + base form (we make a person do it: "got the mechanic to check the
 * brakes"). The object decides: a thing has the job done to it, a person does the job. Authored lines
 * only, with services people really pay for and the people who do them. Distinct from
 * `have-something-done`, which drills have + object + participle without the person pattern.
 */

import { type Item, makeTopic, type Wrong } from '../../engine.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill } from '../verb/authored.ts';
import { type Group, lineItems } from './line-items.ts';

/** [sentence with ___, verb in the gap, the object before the gap, group?] */
type Line = [string, string, string, Group?];

const GroupSchema = z.enum(['G', 'A']).optional();

const LineSchema = z.tuple([z.string(), z.string(), z.string(), GroupSchema.optional()]);

/**
 * get + thing + past participle.
 *
 * Notes on rows (the rows are in get-something-done.data.json):
 * - before row ["{S} got {poss} suit ___ because the trousers were too long.","alter": Issue 16, second growth: more services, one situation each.
 */
export const THING_LINES: Line[] = table('THING_LINES', data.THING_LINES, LineSchema);

/**
 * get + person + to + base form.
 *
 * Notes on rows (the rows are in get-something-done.data.json):
 * - before row ["{S} got {poss} sister ___ {obj} up from the airport.","pick","{poss}: Issue 16, second growth: a person (or a firm) asked or paid to do the job.
 */
export const PERSON_LINES: Line[] = table('PERSON_LINES', data.PERSON_LINES, LineSchema);

function items(rng: Rng): Item[] {
  const things = lineItems(rng, THING_LINES, 7, ([text, verb, object], s, i) => {
    const f = verbForms(verb);
    const obj = fill(object, s);
    const wrong: Wrong[] = [
      { choice: f.ing, errorType: 'ing-after-get-thing', params: { object: obj } },
      { choice: `to ${f.base}`, errorType: 'to-after-get-thing', params: { object: obj } },
    ];
    if (!f.participleVariants.includes(f.past))
      wrong.push({
        choice: f.past,
        errorType: 'past-after-get-thing',
        params: { participle: f.participle },
      });
    return {
      text: fill(text, s),
      answer: f.participle,
      wrong,
      ruleId: 'get-thing-done',
      trigger: [obj],
      features: { object: 'thing' },
      skeleton: `get-done-${i}`,
    };
  });
  const people = lineItems(rng, PERSON_LINES, 7, ([text, verb, object], s, i) => {
    const f = verbForms(verb);
    const obj = fill(object, s);
    return {
      text: fill(text, s),
      answer: `to ${f.base}`,
      wrong: [
        { choice: f.participle, errorType: 'participle-after-get-person', params: { object: obj } },
        { choice: f.base, errorType: 'base-after-get-person', params: { object: obj } },
      ],
      ruleId: 'get-person-to-do',
      trigger: [obj],
      features: { object: 'person' },
      skeleton: `get-person-${i}`,
    };
  });
  return [...things, ...people];
}

export const getSomethingDone: TopicDef = makeTopic(copy, { target: 900, build: items });

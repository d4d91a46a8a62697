import { z } from 'zod';
import { table } from '../../lexicon/data.ts';
import data from './get-used-to.data.json' with { type: 'json' };
import copy from './get-used-to.json' with { type: 'json' };
/**
 * Get used to (the process of becoming accustomed) against used to (a past habit), issue 16. Three kinds
 * of authored lines: get/got/getting used to + -ing (the verb after the preposition to), used to + base
 * form (a past habit that has stopped: "but now…", "before…"), and the form of get itself, which the words
 * before it decide (will/can/to → get, am/is/are → getting, a finished past process → got). The perfect
 * ("have got / gotten used to") is left out: British and American English differ there.
 * `be-used-to-vs-used-to` already contrasts be used to with used to; this topic is about getting used to.
 */

import { type Item, makeTopic } from '../../engine.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { type Group, lineItems } from '../passive-voice/line-items.ts';
import { fill } from '../verb/authored.ts';

/** [sentence with ___, verb in the gap, trigger, group?] */
type Line = [string, string, string, Group?];

const GroupSchema = z.enum(['G', 'A']).optional();

const LineSchema = z.tuple([z.string(), z.string(), z.string(), GroupSchema.optional()]);

const GetLineSchema = z.tuple([
  z.string(),
  z.enum(['get', 'got', 'getting']),
  z.string(),
  GroupSchema.optional(),
]);

/** get / got / getting used to + -ing. */
export const GET_USED_LINES: Line[] = table('GET_USED_LINES', data.GET_USED_LINES, LineSchema);

/** used to + base form: a past habit or state that has stopped. */
export const USED_TO_LINES: Line[] = table('USED_TO_LINES', data.USED_TO_LINES, LineSchema);

/** The form of get before "used to": [sentence with ___, the form, trigger, group?]. */
type GetLine = [string, 'get' | 'got' | 'getting', string, Group?];
export const GET_FORM_LINES: GetLine[] = table('GET_FORM_LINES', data.GET_FORM_LINES, GetLineSchema);

/** Issue 16: more get used to + -ing lines, three subjects each, drawn after the others (their bank stays). */
export const MORE_GET_USED_LINES: Line[] = table('MORE_GET_USED_LINES', data.MORE_GET_USED_LINES, LineSchema);

const GET_SLOT = { get: 'base', got: 'past', getting: 'ing' } as const;

/** get used to + -ing, for both -ing tables (they differ only in subjects per line and skeleton name). */
function getUsedItems(rng: Rng, lines: Line[], n: number, skeleton: string): Item[] {
  return lineItems(rng, lines, n, ([text, verb, trigger], s, i) => {
    const f = verbForms(verb);
    return {
      text: fill(text, s),
      answer: f.ing,
      wrong: [
        { choice: f.base, errorType: 'base-after-to-preposition', params: { prep: 'get used to' } },
        { choice: f.past, errorType: 'past-after-used-to-preposition' },
      ],
      ruleId: 'get-used-to',
      trigger: [fill(trigger, s)],
      skeleton: `${skeleton}-${i}`,
    };
  });
}

function items(rng: Rng): Item[] {
  const getUsed = getUsedItems(rng, GET_USED_LINES, 7, 'get-used');
  const usedTo = lineItems(rng, USED_TO_LINES, 7, ([text, verb, trigger], s, i) => {
    const f = verbForms(verb);
    return {
      text: fill(text, s),
      answer: f.base,
      wrong: [
        { choice: f.ing, errorType: 'ing-after-used-to' },
        { choice: f.past, errorType: 'past-after-to' },
      ],
      ruleId: 'used-to',
      trigger: [fill(trigger, s)],
      skeleton: `used-to-${i}`,
    };
  });
  const getForm = lineItems(rng, GET_FORM_LINES, 7, ([text, form, trigger], s, i) => ({
    text: fill(text, s),
    answer: form,
    wrong: (['get', 'got', 'getting'] as const)
      .filter((x) => x !== form)
      .map((x) => ({ choice: x, errorType: 'wrong-get-form', params: { slot: GET_SLOT[form] } })),
    ruleId: 'get-form',
    trigger: [fill(trigger, s)],
    skeleton: `get-form-${i}`,
  }));
  const more = getUsedItems(rng, MORE_GET_USED_LINES, 4, 'get-used-more');
  return [...getUsed, ...usedTo, ...getForm, ...more];
}

export const getUsedTo: TopicDef = makeTopic(copy, { target: 720, build: items });

import { type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { otherMeaning } from './gap.ts';
import data from './in-case-vs-if.data.json' with { type: 'json' };
import copy from './in-case-vs-if.json' with { type: 'json' };
import { type Line, LnArgs, lineItems, ln } from './lines.ts';

/**
 * in case (a precaution taken beforehand, for something that may happen later) vs if (a condition: the
 * main part happens only when this is true). The in-case lines are precautions whose "if" reading is
 * illogical: the action must come first (write the number down in case you forget it; took a coat in
 * case it got cold, in the past). The if lines are consequences, never preparations: a result that
 * follows (ice melts if you heat it), a reaction, a second or third conditional with would, so the US
 * "in case" = "if" (in case of fire) cannot fit either. "Take an umbrella if/in case it rains" style
 * lines, where both are English with two meanings, are left out.
 */
const IN_CASE: Line[] = table('IN_CASE', data.IN_CASE, LnArgs).map((row) => ln(...row));

const IF: Line[] = table('IF', data.IF, LnArgs).map((row) => ln(...row));

/** Issue 16: more lines, appended after the first two lists so their skeleton ids stay as they were. */
const IN_CASE_MORE: Line[] = table('IN_CASE_MORE', data.IN_CASE_MORE, LnArgs).map((row) => ln(...row));

const IF_MORE: Line[] = table('IF_MORE', data.IF_MORE, LnArgs).map((row) => ln(...row));

function items(rng: Rng): Item[] {
  return lineItems(
    rng,
    'in-case-vs-if',
    [...IN_CASE, ...IF, ...IN_CASE_MORE, ...IF_MORE],
    otherMeaning({ 'in case': 'precaution', if: 'condition' }),
    (key) => (key === 'in case' ? 'in-case' : 'if'),
  );
}

export const inCaseVsIf: TopicDef = makeTopic(copy, { target: 800, build: items });

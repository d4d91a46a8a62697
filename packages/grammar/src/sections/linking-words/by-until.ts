import { type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './by-until.data.json' with { type: 'json' };
import copy from './by-until.json' with { type: 'json' };
import { otherMeaning } from './gap.ts';
import { type Line, LnArgs, lineItems, ln } from './lines.ts';

/**
 * by (a deadline: once, not later than) vs until (a state or an activity that goes on up to a point).
 * The verb forces it: a one-off action that is finished, sent, paid or reached takes by; waiting,
 * staying, sleeping, lasting take until. Frames where both read well are left out: "be at home by/until
 * six", "the road is closed by/until Monday", lend/borrow (give it by / keep it until), negatives
 * ("didn't leave until/by"), and "till" is never offered (it is until).
 */
const BY: Line[] = table('BY', data.BY, LnArgs).map((row) => ln(...row));

const UNTIL: Line[] = table('UNTIL', data.UNTIL, LnArgs).map((row) => ln(...row));

/**
 * Issue 16: more lines, each its own skeleton, appended after BY and UNTIL so the skeleton ids above keep
 * their numbers. The same test holds: a one-off action done by a point (by) or a stretch that goes on up to it (until).
 */
const MORE: Line[] = table('MORE', data.MORE, LnArgs).map((row) => ln(...row));

function items(rng: Rng): Item[] {
  return lineItems(
    rng,
    'by-until',
    [...BY, ...UNTIL, ...MORE],
    otherMeaning({ by: 'deadline', until: 'up-to' }),
    (key) => key,
  );
}

export const byUntil: TopicDef = makeTopic(copy, { target: 620, build: items });

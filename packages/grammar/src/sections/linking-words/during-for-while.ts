import { d, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './during-for-while.data.json' with { type: 'json' };
import copy from './during-for-while.json' with { type: 'json' };
import { type Line, LnArgs, lineItems, ln } from './lines.ts';

/**
 * during + a noun that names an event or a part of the day (during the film), for + a length of time
 * (for two hours), while + a clause (while I was cooking). What follows the gap forces the word. The
 * during lines name a short happening inside the event (the phone rang, someone coughed), so "for the
 * film" (for its whole length, or its purpose) cannot be meant; the for lines give a bare length ("two
 * hours", never "the two hours", which during could take).
 */
const DURING: Line[] = table('DURING', data.DURING, LnArgs).map((row) => ln(...row));

const FOR: Line[] = [
  ln('{S} waited for the bus ___ forty minutes.', 'for', 'forty minutes'),
  ln('{S} lived in Kraków ___ three years.', 'for', 'three years'),
  ln('{S} slept ___ ten hours after the trip.', 'for', 'ten hours'),
  ln('It rained ___ a week without stopping.', 'for', 'a week'),
  ln('{S} {has} worked here ___ six months.', 'for', 'six months'),
  ln('{S} talked on the phone ___ an hour.', 'for', 'an hour'),
  ln('Bake the bread ___ about forty minutes.', 'for', 'about forty minutes'),
  ln('{S} studied German ___ two years at school.', 'for', 'two years'),
  ln('{S} stayed in the hospital ___ five days.', 'for', 'five days'),
  ln('We were stuck in traffic ___ two hours.', 'for', 'two hours', undefined, 1),
  ln('{S} ran ___ half an hour before breakfast.', 'for', 'half an hour'),
  ln('{S} didn’t eat anything ___ twelve hours before the operation.', 'for', 'twelve hours'),
  ln('The shop was closed ___ a month for repairs.', 'for', 'a month'),
  ln('{S} played the piano ___ twenty minutes.', 'for', 'twenty minutes'),
  ln('Leave the tea to cool ___ a few minutes.', 'for', 'a few minutes'),
  ln('{S} {has} known {poss} neighbours ___ years.', 'for', 'years'),
  ln('The power was off ___ three hours.', 'for', 'three hours'),
  ln('{S} kept quiet ___ a long time.', 'for', 'a long time'),
  ln('{S} worked in a hotel ___ three months.', 'for', 'three months'),
  ln('{S} went to Italy ___ two weeks.', 'for', 'two weeks'),
  ln('The film went on ___ nearly three hours.', 'for', 'nearly three hours'),
  ln('{S} sat in the waiting room ___ ages.', 'for', 'ages'),
  ln('{S} practised the speech ___ a whole evening.', 'for', 'a whole evening'),
  ln('{S} {has} been a teacher ___ fifteen years.', 'for', 'fifteen years'),
];

const WHILE: Line[] = table('WHILE', data.WHILE, LnArgs).map((row) => ln(...row));

/** Issue 16, second batch: said after the first lines so those keep their subjects (and ids). */
const MORE: Line[] = table('MORE', data.MORE, LnArgs).map((row) => ln(...row));

/** What each word needs after it, and what the line has there. */
const NEEDS: Record<string, string> = { during: 'event', for: 'period', while: 'clause' };

function items(rng: Rng): Item[] {
  return lineItems(
    rng,
    'during-for-while',
    [...DURING, ...FOR, ...WHILE, ...MORE],
    (key): Wrong[] =>
      ['during', 'for', 'while']
        .filter((w) => w !== key)
        .map((w) => d(w, 'linker-form-mismatch', { needs: NEEDS[w] ?? '', follows: NEEDS[key] ?? '' })),
    (key) => key,
  );
}

export const duringForWhile: TopicDef = makeTopic(copy, { target: 700, build: items });

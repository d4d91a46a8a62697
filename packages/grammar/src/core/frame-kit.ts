import { z } from 'zod';
import { table } from '../lexicon/data.ts';
import { FRAMES, type Frame, SMALL_JOBS, seasonal } from '../lexicon/frames.ts';
import data from './frame-kit.data.json' with { type: 'json' };

/**
 * Topics over the action frames that the first core files did not cover: the present continuous for
 * arrangements, modal perfects, wish + past perfect, be used to / used to, already/yet/still, -ing after
 * prepositions and subject questions. Each topic takes only the frames whose meaning fits its use (a
 * feature list per topic, by "verb rest"), so "is brushing her teeth next week" never appears.
 */

const key = (f: Frame) => `${f.verb} ${f.rest}`;
export const framesFor = (keys: readonly string[]): Frame[] => {
  const want = new Set(keys);
  const found = FRAMES.filter((f) => want.has(key(f)));
  const missing = keys.filter((k) => !found.some((f) => key(f) === k));
  if (missing.length) throw new Error(`unknown frames: ${missing.join(', ')}`);
  return found;
};

export const otherBe = (be: string) => (be === 'is' ? 'are' : be === 'are' ? 'is' : 'is');

/** Future markers for an arrangement; day frames also take "tomorrow afternoon". */
export const arrangementMarkers = (f: Frame) =>
  /dentist/.test(f.rest)
    ? ['tomorrow', 'tomorrow afternoon', 'on Monday morning']
    : f.rest === 'skiing'
      ? ['next winter', 'in January']
      : f.when === 'year'
        ? ['next summer', 'next year', 'in August']
        : f.when === 'week'
          ? ['next weekend', 'next Saturday', 'this weekend', 'tomorrow', 'tomorrow afternoon']
          : ['tomorrow', 'tomorrow afternoon', 'on Monday morning'];

/**
 * A regret or a missed chance looks back at a whole occasion: last summer, last weekend (not "three days
 * ago"); a winter sport looks back at last winter ("could have gone skiing last summer", blind round).
 */
export const regretMarkers = (f: Frame) =>
  f.when === 'year' ? seasonal(f, ['last summer', 'last year']) : ['last weekend', 'last Saturday'];

/** Things you ought to have done and forgot: chores, calls, appointments. */
export const DUTIES = [
  'feed the cat',
  'water the plants',
  'wash the dishes after dinner',
  'tidy {poss} room',
  'clean the kitchen',
  'call {poss} grandmother',
  'do the shopping',
  'clean the house',
  'iron {poss} shirts',
  'write a letter to {poss} aunt',
  'fix the car',
  'take the dog for a walk',
  'go to the dentist',
  'answer letters from clients',
  'buy fresh bread',
  'cut the grass',
  'clean the windows',
  'check {poss} email',
  'speak to {poss} boss',
  'wash the car',
  'visit {poss} grandparents',
  'help the neighbours with their shopping',
  ...SMALL_JOBS,
  'walk the dog',
  'collect {poss} son from school',
];
/** Chances people had and did not take. */
export const CHANCES = table('CHANCES', data.CHANCES, z.string());

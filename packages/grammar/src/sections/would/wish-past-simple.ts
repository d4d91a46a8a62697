import { z } from 'zod';
import { d, item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { bePresent, pronounFor, type Subject } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, GROUP, ONE, subjectsFor } from '../verb/authored.ts';
import data from './wish-past-simple.data.json' with { type: 'json' };
import copy from './wish-past-simple.json' with { type: 'json' };

const WishLineSchema = z.tuple([
  z.string(),
  z.string(),
  z.enum(['s', 'p', 'y', 'O']).optional(),
  z.literal('O').optional(),
]);

const WISHES: [string, string, string, string][] = table(
  'WISHES',
  data.WISHES,
  z.tuple([z.string(), z.string(), z.string(), z.string()]),
);

/**
 * Issue 16: authored wishes about the present, each its own base, said by a few subjects ({S} the wisher,
 * {v:wish} agreeing, {pron}/{poss} referring back). [line with ___, verb (a leading "not " makes it
 * negative), who the verb in the gap agrees with: the wisher's pronoun (default), a singular thing 's',
 * plural things 'p', the listener 'y'; 'O' (third or fourth) = one person only (a height, {poss} boss), never a couple].
 * Present and will stay wrong in every reading: a wish about now takes the past simple.
 */
type WishLine = [string, string, ('s' | 'p' | 'y' | 'O')?, 'O'?];
export const WISH_LINES: WishLine[] = [
  ['{S} {v:wish} {pron} ___ more time for {poss} hobbies.', 'have'],
  ['{S} {v:wish} {pron} ___ a bigger garden.', 'have'],
  ['{S} {v:wish} {pron} ___ closer to the sea.', 'live'],
  ['{S} {v:wish} {pron} ___ how to fix the leaking tap.', 'know'],
  ['{S} {v:wish} {pron} ___ a car; the buses here are so slow.', 'have'],
  ['{S} {v:wish} {pron} ___ so far from the station.', 'not live'],
  ['{S} {v:wish} {pron} ___ to get up so early every day.', 'not have'],
  ['{S} {v:wish} {pron} ___ better at saving money.', 'be'],
  ['{S} {v:wish} {pron} ___ a dishwasher.', 'have'],
  ['{S} {v:wish} {pron} ___ in a quieter street.', 'live'],
  ['{S} {v:wish} {pron} ___ more about computers.', 'know'],
  ['{S} {v:wish} {pron} ___ a bit more money at the end of the month.', 'have'],
  ['{S} {v:wish} {pron} ___ so much time on {poss} phone.', 'not spend'],
  ['{S} {v:wish} {pron} ___ a balcony.', 'have'],
  ['{S} {v:wish} {pron} ___ the neighbours better.', 'know'],
  ['{S} {v:wish} {pron} ___ so tired all the time.', 'not be'],
  ['{S} {v:wish} {pron} ___ in a bigger city.', 'live'],
  ['{S} {v:wish} {pron} ___ some Spanish; the trip is next month.', 'know'],
  ['{S} {v:wish} {pron} ___ how to play the piano.', 'know'],
  ['{S} {v:wish} {pron} ___ more energy in the mornings.', 'have'],
  ['{S} {v:wish} {pron} ___ a washing machine; the launderette is expensive.', 'have'],
  ['{S} {v:wish} {pron} ___ a parking space outside the house.', 'have'],
  ['{S} {v:wish} {pron} ___ so much rent.', 'not pay'],
  ['{S} {v:wish} {pron} ___ nearer to {poss} friends.', 'live'],
  ['{S} {v:wish} {pron} ___ a bit fitter.', 'be'],
  ['{S} {v:wish} {pron} ___ more confident when speaking English.', 'be'],
  ['{S} {v:wish} {pron} ___ so nervous before job interviews.', 'not be'],
  ['{S} {v:wish} {pron} ___ to work late so often.', 'not have'],
  ['{S} {v:wish} {pron} ___ a garage for the bikes.', 'have'],
  ['{S} {v:wish} {pron} ___ a quieter job.', 'have'],
  ['{S} {v:wish} {pron} ___ someone to help with the garden.', 'have'],
  ['{S} {v:wish} {pron} ___ what to cook for the party.', 'know'],
  ['{S} {v:wish} {pron} ___ a better view from the window.', 'have'],
  ['{S} {v:wish} {pron} ___ in the countryside, with a big garden.', 'live'],
  ['{S} {v:wish} {pron} ___ so much sugar.', 'not eat'],
  ['{S} {v:wish} {pron} ___ a lift in the building; {poss} flat is on the sixth floor.', 'have'],
  ['{S} {v:wish} {pron} ___ a few more days off.', 'have'],
  ['{S} {v:wish} {pron} ___ Polish; so many of {poss} colleagues are from Poland.', 'speak', undefined, 'O'],
  ['{S} {v:wish} {pron} ___ to drive to work every day.', 'not have'],
  ['{S} {v:wish} {pron} ___ a bigger fridge.', 'have'],
  ['{S} {v:wish} {pron} ___ more patient with people.', 'be'],
  ['{S} {v:wish} {pron} ___ so much about work.', 'not worry'],
  ['{S} {v:wish} {pron} ___ a little more organised.', 'be'],
  ['{S} {v:wish} {pron} ___ a better internet connection at home.', 'have'],
  ['{S} {v:wish} {pron} ___ as much free time as {poss} friends.', 'have'],
  ['{S} {v:wish} {pron} ___ in a flat with a garden.', 'live'],
  ['{S} {v:wish} {pron} ___ the name of that song.', 'know'],
  ['{S} {v:wish} {pron} ___ so close to the main road.', 'not live'],
  ['{S} {v:wish} {pron} ___ to commute for two hours a day.', 'not have'],
  ['{S} {v:wish} {pron} ___ a good dentist nearby.', 'know'],
  ['{S} {v:wish} {pron} ___ so many things in {poss} flat.', 'not have'],
  ['{S} {v:wish} {pron} ___ at home more often.', 'be'],
  ['{S} {v:wish} {pron} ___ near a big park.', 'live'],
  ['{S} {v:wish} {pron} ___ more space for {poss} books.', 'have'],
  ['{S} {v:wish} {pron} ___ how to use this new app.', 'know'],
  ['{S} {v:wish} {pron} ___ so much on food every week.', 'not spend'],
  ['{S} {v:wish} {pron} ___ a cleaner once a week.', 'have'],
  ['{S} {v:wish} {pron} ___ better at sport.', 'be', 'O'],
  ['{S} {v:wish} {pron} ___ the guitar as well as {poss} teacher.', 'play', 'O'],
  ['{S} {v:wish} {pron} ___ a driving licence.', 'have', 'O'],
  ['{S} {v:wish} {pron} ___ so shy at parties.', 'not be', 'O'],
  ['{S} {v:wish} {pron} ___ able to sing.', 'be', 'O'],
  ['{S} {v:wish} {pron} ___ a better memory for names.', 'have', 'O'],
  ['{S} {v:wish} {pron} ___ another language.', 'speak', 'O'],
  ['{S} {v:wish} {pron} ___ coffee so much; {pron} can’t sleep after it.', 'not like', 'O'],
  ['{S} {v:wish} {pron} ___ tired so easily.', 'not get', 'O'],
  ['{S} {v:wish} {pron} ___ a job with shorter hours.', 'have', 'O'],
  ['{S} {v:wish} {pron} ___ more people in this town.', 'know'],
  ['{S} {v:wish} {pron} ___ a good cook.', 'be', 'O'],
  ['{S} {v:wish} {pron} ___ better at remembering birthdays.', 'be', 'O'],
  ['{S} {v:wish} {pron} ___ a more comfortable chair for working at home.', 'have', 'O'],
  ['{S} {v:wish} {poss} flat ___ a second bedroom.', 'have', 's'],
  ['{S} {v:wish} the buses ___ more often.', 'run', 'p'],
  ['{S} {v:wish} the shops here ___ open later in the evening.', 'stay', 'p'],
  ['{S} {v:wish} the weather ___ so changeable here.', 'not be', 's'],
  ['{S} {v:wish} the neighbours’ dog ___ so much at night.', 'not bark', 's'],
  ['{S} {v:wish} {poss} office ___ closer to home.', 'be', 's', 'O'],
  ['{S} {v:wish} the trains ___ cheaper.', 'be', 'p'],
  ['{S} {v:wish} the summers here ___ longer.', 'be', 'p'],
  ['{S} {v:wish} {poss} boss ___ more flexible about working hours.', 'be', 's', 'O'],
  ['{S} {v:wish} the town ___ a good cinema.', 'have', 's'],
  ['{S} {v:wish} the gym ___ earlier in the morning.', 'open', 's'],
  ['{S} {v:wish} {poss} car ___ so much petrol.', 'not use', 's'],
  ['{S} {v:wish} the internet at home ___ faster.', 'be', 's'],
  ['{S} {v:wish} the winters here ___ so long.', 'not be', 'p'],
  ['{S} {v:wish} the streets ___ so noisy at night.', 'not be', 'p'],
  ['{S} {v:wish} {poss} job ___ less stressful.', 'be', 's', 'O'],
  ['{S} {v:wish} the park nearby ___ a playground.', 'have', 's'],
  ['{S} {v:wish} the kitchen ___ more cupboards.', 'have', 's'],
  ['{S} {v:wish} the supermarket ___ home delivery.', 'offer', 's'],
  ['{S} {v:wish} the bus stop ___ a bit closer.', 'be', 's'],
  ['{S} {v:wish} the days ___ longer in winter.', 'be', 'p'],
  ['{S} {v:wish} {poss} phone battery ___ longer.', 'last', 's', 'O'],
  ['{S} {v:wish} the library ___ on Sundays.', 'open', 's'],
  ['I wish you ___ a bit closer; I miss you.', 'live', 'y'],
  ['I wish you ___ so worried about everything.', 'not be', 'y'],
  ['We wish you ___ here with us tonight.', 'be', 'y'],
  ['I wish you ___ so much; you look tired.', 'not work', 'y'],
  ['I wish you ___ how much I appreciate your help.', 'know', 'y'],
];

/** Issue 16: more wishes about now, each its own base (yielded after the first ones so those keep their ids). */
export const WISH_LINES_MORE: WishLine[] = table('WISH_LINES_MORE', data.WISH_LINES_MORE, WishLineSchema);

/** The three choices of a wish line for one wisher: past simple (key), present, will. */
export function wishForms(verb: string, who: WishLine[2], s: Subject | null) {
  const neg = verb.startsWith('not ');
  const base = verb.replace(/^not /, '');
  const f = verbForms(base);
  const person = who === 's' ? '3sg' : who === 'p' ? '3pl' : who === 'y' ? '2' : s ? pronPerson(s) : '3sg';
  const be = person === '1sg' ? 'am' : person === '3sg' ? 'is' : 'are';
  const third = person === '3sg';
  if (base === 'be')
    return neg
      ? { past: "weren't", present: person === '1sg' ? 'am not' : `${be}n't`, will: "won't be" }
      : { past: 'were', present: be, will: 'will be' };
  if (neg)
    return {
      past: `didn't ${base}`,
      present: `${third ? "doesn't" : "don't"} ${base}`,
      will: `won't ${base}`,
    };
  return { past: f.past, present: third ? f.third : base, will: `will ${base}` };
}
const pronPerson = (s: Subject) => {
  const p = pronounFor(s);
  return p === 'I'
    ? '1sg'
    : p === 'he' || p === 'she' || p === 'it'
      ? '3sg'
      : bePresent(s) === 'are'
        ? '3pl'
        : '3sg';
};

/** The lines in a shuffled order, each said by three subjects; skeleton is the line's prefix and index. */
function* lineItems(rng: Rng, lines: WishLine[], skeleton: string) {
  for (const [[line, verb, who, one], i] of rng.shuffle(lines.map((l, i) => [l, i] as const))) {
    const pool = who === 'O' || one ? ONE : [...ONE, ...GROUP];
    for (const s of subjectsFor(rng, line, pool, 3)) {
      const text = fill(line, s).replace('___', '{}');
      const f = wishForms(verb, who, s);
      yield item(rng, {
        text,
        answer: f.past,
        wrong: [d(f.present, 'present-after-wish', {}), d(f.will, 'will-after-wish', {})],
        ruleId: 'wish-past',
        trigger: [/\b(wish|wishes)\b/.exec(text)?.[0] ?? 'wish'],
        skeleton: `${skeleton}${i}`,
      });
    }
  }
}

export const wishPast: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    for (const [text, answer, present, will] of rng.shuffle(WISHES)) {
      yield item(rng, {
        text,
        answer,
        wrong: [d(present, 'present-after-wish', {}), d(will, 'will-after-wish', {})],
        ruleId: 'wish-past',
        trigger: [text.split(' ')[1] ?? 'wish'],
        skeleton: text,
      });
    }
    yield* lineItems(rng, WISH_LINES, 'wish-line-');
    yield* lineItems(rng, WISH_LINES_MORE, 'wish-more-');
  },
});

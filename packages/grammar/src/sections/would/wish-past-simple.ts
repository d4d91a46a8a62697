import { d, item, makeTopic } from '../../engine.ts';
import { bePresent, pronounFor, type Subject } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, GROUP, ONE, subjectsFor } from '../verb/authored.ts';
import copy from './wish-past-simple.json' with { type: 'json' };

const WISHES: [string, string, string, string][] = [
  ['I wish I {} more free time.', 'had', 'have', 'will have'],
  ['I wish I {} taller.', 'were', 'am', 'will be'],
  ['She wishes she {} French.', 'spoke', 'speaks', 'will speak'],
  ['We wish we {} near the sea.', 'lived', 'live', 'will live'],
  ['I wish you {} here.', 'were', 'are', 'will be'],
  ['He wishes he {} a car.', 'had', 'has', 'will have'],
  ['I wish it {} so cold today.', "wasn't", "isn't", "won't be"],
  ['They wish they {} a bigger flat.', 'had', 'have', 'will have'],
  ['I wish I {} how to swim.', 'knew', 'know', 'will know'],
  ['My sister wishes she {} the guitar.', 'played', 'plays', 'will play'],
  ['I wish my parents {} closer to us.', 'lived', 'live', 'will live'],
  ['Tom wishes he {} more money.', 'earned', 'earns', 'will earn'],
  ['I wish I {} the answer.', 'knew', 'know', 'will know'],
  ['We wish we {} a garden.', 'had', 'have', 'will have'],
  ['I wish I {} a dog.', 'had', 'have', 'will have'],
  ['She wishes she {} how to drive.', 'knew', 'knows', 'will know'],
  ['I wish we {} in the same city.', 'lived', 'live', 'will live'],
  ['He wishes he {} younger.', 'were', 'is', 'will be'],
  ['I wish my flat {} bigger.', 'were', 'is', 'will be'],
  ['We wish we {} more time for holidays.', 'had', 'have', 'will have'],
  ['I wish I {} Italian.', 'spoke', 'speak', 'will speak'],
  ['My dad wishes he {} closer to his office.', 'lived', 'lives', 'will live'],
  ['I wish I {} the piano.', 'played', 'play', 'will play'],
  ['Anna wishes she {} a bigger kitchen.', 'had', 'has', 'will have'],
  ['I wish the shop {} open on Sundays.', 'were', 'is', 'will be'],
  ['We wish our neighbours {} so noisy.', "weren't", "aren't", "won't be"],
  ['She wishes she {} more friends here.', 'had', 'has', 'will have'],
  ['I wish I {} a faster computer.', 'had', 'have', 'will have'],
  ['They wish they {} in the countryside.', 'lived', 'live', 'will live'],
  ['I wish I {} what to do.', 'knew', 'know', 'will know'],
  ['He wishes he {} how to cook.', 'knew', 'knows', 'will know'],
  ['I wish my sister {} here with us.', 'were', 'is', 'will be'],
  ['I wish I {} to work on Saturdays.', "didn't have", "don't have", "won't have"],
  ['She wishes she {} so far from her family.', "didn't live", "doesn't live", "won't live"],
  ['I wish I {} so much coffee.', "didn't drink", "don't drink", "won't drink"],
  ['My mother wishes she {} more free time.', 'had', 'has', 'will have'],
  ['Tom wishes he {} taller.', 'were', 'is', 'will be'],
  ['I wish I {} good at maths.', 'were', 'am', 'will be'],
  ['We wish we {} a bigger car.', 'had', 'have', 'will have'],
  ['I wish you {} so far away.', "didn't live", "don't live", "won't live"],
  ['She wishes her job {} more interesting.', 'were', 'is', 'will be'],
  ['I wish I {} how to fix it.', 'knew', 'know', 'will know'],
  ['He wishes he {} Spanish.', 'spoke', 'speaks', 'will speak'],
  ['I wish the weather {} warmer.', 'were', 'is', 'will be'],
  ['We wish we {} closer to the station.', 'lived', 'live', 'will live'],
  ['I wish my room {} tidier.', 'were', 'is', 'will be'],
  ['Olena wishes she {} a garden.', 'had', 'has', 'will have'],
  ['I wish I {} a bike.', 'had', 'have', 'will have'],
];

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
export const WISH_LINES_MORE: WishLine[] = [
  ['{S} {v:wish} {pron} ___ a bit more space in the bathroom.', 'have'],
  ['{S} {v:wish} {pron} ___ how to change a tyre.', 'know'],
  ['{S} {v:wish} {pron} ___ on a bus route into town.', 'live'],
  ['{S} {v:wish} {pron} ___ so far from {poss} grandchildren.', 'not live'],
  ['{S} {v:wish} {pron} ___ to share the kitchen with strangers.', 'not have'],
  ['{S} {v:wish} {pron} ___ less busy at work this month.', 'be', 'O'],
  ['{S} {v:wish} {pron} ___ a better camera on {poss} phone.', 'have', 'O'],
  ['{S} {v:wish} {pron} ___ the way to the station; nobody here speaks English.', 'know'],
  ['{S} {v:wish} {pron} ___ in a house with a fireplace.', 'live'],
  ['{S} {v:wish} {pron} ___ more time to read.', 'have'],
  ['{S} {v:wish} {pron} ___ so forgetful these days.', 'not be', 'O'],
  ['{S} {v:wish} {pron} ___ German; the new clients are all from Berlin.', 'speak'],
  ['{S} {v:wish} {pron} ___ more about wine; the wine list is so long.', 'know'],
  ['{S} {v:wish} {pron} ___ a sofa bed for guests.', 'have'],
  ['{S} {v:wish} {pron} ___ so much on taxis every month.', 'not spend'],
  ['{S} {v:wish} {pron} ___ in the same time zone as {poss} family.', 'live'],
  ['{S} {v:wish} {pron} ___ a bit braver about speaking in public.', 'be', 'O'],
  ['{S} {v:wish} {pron} ___ a bigger oven; the turkey won’t fit.', 'have'],
  ['{S} {v:wish} {pron} ___ how to knit.', 'know', 'O'],
  ['{S} {v:wish} {pron} ___ to wear a suit to work.', 'not have', 'O'],
  ['{S} {v:wish} {pron} ___ closer to a good school.', 'live'],
  ['{S} {v:wish} {pron} ___ so many meetings every week.', 'not have'],
  ['{S} {v:wish} {pron} ___ what to say to {poss} neighbour about the noise.', 'know', 'O'],
  ['{S} {v:wish} {pron} ___ a second bathroom.', 'have'],
  ['{S} {v:wish} {pron} ___ allergic to cats.', 'not be', 'O'],
  ['{S} {v:wish} {pron} ___ a reliable car for the school run.', 'have'],
  ['{S} {v:wish} {pron} ___ so much time in traffic.', 'not spend'],
  ['{S} {v:wish} {pron} ___ somewhere with a bit more sunshine.', 'live'],
  ['{S} {v:wish} {pron} ___ how to use a sewing machine.', 'know', 'O'],
  ['{S} {v:wish} {pron} ___ more money for travelling.', 'have'],
  ['{S} {v:wish} {pron} ___ a bit taller; {pron} can’t reach the top shelf.', 'be', 'O'],
  ['{S} {v:wish} {pron} ___ Ukrainian as well as {poss} children do.', 'speak', 'O'],
  ['{S} {v:wish} {pron} ___ so much about what other people think.', 'not worry', 'O'],
  ['{S} {v:wish} {pron} ___ a desk by the window.', 'have', 'O'],
  ['{S} {v:wish} {pron} ___ in a town with a proper theatre.', 'live'],
  ['{S} {v:wish} {pron} ___ someone who could babysit on Fridays.', 'know'],
  ['{S} {v:wish} {pron} ___ so much junk food.', 'not eat'],
  ['{S} {v:wish} {pron} ___ a little less stressed before exams.', 'be', 'O'],
  ['{S} {v:wish} {pron} ___ a proper office at home.', 'have'],
  ['{S} {v:wish} {pron} ___ the rules of cricket.', 'know'],
  ['{S} {v:wish} {pron} ___ to work on Christmas Eve.', 'not have'],
  ['{S} {v:wish} {pron} ___ near the mountains.', 'live'],
  ['{S} {v:wish} {pron} ___ a good plumber.', 'know'],
  ['{S} {v:wish} {pron} ___ so bad at keeping secrets.', 'not be', 'O'],
  ['{S} {v:wish} {pron} ___ the energy to go running after work.', 'have', 'O'],
  ['{S} {v:wish} {pron} ___ a few words of Greek; the holiday starts tomorrow.', 'know'],
  ['{S} {v:wish} {pron} ___ cheese so much.', 'not love', 'O'],
  ['{S} {v:wish} {pron} ___ faster at typing.', 'be', 'O'],
  ['{S} {v:wish} {pron} ___ a tent; the campsite is lovely.', 'have'],
  ['{S} {v:wish} {pron} ___ on the ground floor; there are six flights of stairs.', 'live'],
  ['{S} {v:wish} {pron} ___ so much time on social media.', 'not waste', 'O'],
  ['{S} {v:wish} {pron} ___ more people to practise English with.', 'know'],
  ['{S} {v:wish} {pron} ___ a quieter fridge.', 'have'],
  ['{S} {v:wish} {pron} ___ a morning person.', 'be', 'O'],
  ['{S} {v:wish} {pron} ___ to pay for parking at work.', 'not have', 'O'],
  ['{S} {v:wish} {pron} ___ how to dance the tango.', 'know'],
  ['{S} {v:wish} {pron} ___ a bit more relaxed about money.', 'be', 'O'],
  ['{S} {v:wish} {pron} ___ next door to {poss} best friend.', 'live', 'O'],
  ['{S} {v:wish} {pron} ___ a view of the river.', 'have'],
  ['{S} {v:wish} {pron} ___ so much cleaning to do every weekend.', 'not have'],
  ['{S} {v:wish} {pron} ___ the phone number of that taxi company.', 'know'],
  ['{S} {v:wish} {pron} ___ as fit as {pron} used to be.', 'be', 'O'],
  ['{S} {v:wish} {pron} ___ a few more shelves in the hall.', 'have'],
  ['{S} {v:wish} {pron} ___ upset so easily.', 'not get', 'O'],
  ['{S} {v:wish} {pron} ___ in a building with a lift.', 'live'],
  ['{S} {v:wish} {pron} ___ a longer lunch break.', 'have', 'O'],
  ['{S} {v:wish} {pron} ___ where the nearest cash machine is.', 'know'],
  ['{S} {v:wish} {pron} ___ any good at drawing.', 'be', 'O'],
  ['{S} {v:wish} {pron} ___ so much homework to mark every evening.', 'not have', 'O'],
  ['{S} {v:wish} the bus ___ so crowded in the mornings.', 'not be', 's'],
  ['{S} {v:wish} the walls in {poss} flat ___ thicker.', 'be', 'p'],
  ['{S} {v:wish} the town ___ more cycle lanes.', 'have', 's'],
  ['{S} {v:wish} the local shop ___ fresh bread.', 'sell', 's'],
  ['{S} {v:wish} the trains ___ on time more often.', 'run', 'p'],
  ['{S} {v:wish} the swimming pool ___ open in the evenings.', 'stay', 's'],
  ['{S} {v:wish} the people next door ___ their dog alone all day.', 'not leave', 'p'],
  ['{S} {v:wish} {poss} laptop ___ so heavy.', 'not be', 's', 'O'],
  ['{S} {v:wish} the café downstairs ___ earlier.', 'open', 's'],
  ['{S} {v:wish} the tickets ___ so expensive.', 'not be', 'p'],
  ['{S} {v:wish} the heating in the office ___ properly.', 'work', 's', 'O'],
  ['{S} {v:wish} the post office ___ on Saturday afternoons.', 'open', 's'],
  ['{S} {v:wish} the hotel ___ a pool.', 'have', 's'],
  ['{S} {v:wish} the children ___ so much sugar.', 'not eat', 'p'],
  ['{S} {v:wish} the radiators ___ so much noise.', 'not make', 'p'],
  ['I wish you ___ with us more often.', 'be', 'y'],
  ['I wish you ___ so quiet at parties.', 'not be', 'y'],
  ['I wish you ___ nearer; we could meet for coffee.', 'live', 'y'],
  ['We wish you ___ more time to visit us.', 'have', 'y'],
  ['I wish you ___ how proud I am of you.', 'know', 'y'],
  ['{S} {v:wish} {pron} ___ a bigger suitcase; nothing fits.', 'have'],
  ['{S} {v:wish} {pron} ___ so far from the airport.', 'not live'],
  ['{S} {v:wish} {pron} ___ more chairs for the guests.', 'have'],
  ['{S} {v:wish} {pron} ___ more about cars.', 'know'],
  ['{S} {v:wish} {pron} ___ a better swimmer.', 'be', 'O'],
  ['{S} {v:wish} {pron} ___ a pet, but the landlord says no.', 'have'],
];

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

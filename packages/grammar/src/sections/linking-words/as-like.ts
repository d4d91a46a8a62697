import { type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './as-like.data.json' with { type: 'json' };
import copy from './as-like.json' with { type: 'json' };
import { otherMeaning } from './gap.ts';
import { type Line, LnArgs, lineItems, ln, saidOfAtMost } from './lines.ts';

/**
 * as + a noun: a real role, job or use (works as a nurse, as a child) vs like + a noun: similar to
 * (looks like her mother, tastes like chicken). The as lines name a real job with its place or a time of
 * life, so "like a nurse" (in the manner of one) is not meant; the like lines use look/sound/taste/smell/
 * feel and "what is … like", where "as" is not English. Left out: informal "like" for "as if"/"as" ("like
 * I said", common in US speech), "treat/regard someone as/like", "use something as/like", and manner
 * frames (sing like an angel / as an angel in a play) where both can be meant.
 */
const AS: Line[] = table('AS', data.AS, LnArgs).map((row) => ln(...row));

const LIKE: Line[] = table('LIKE', data.LIKE, LnArgs).map((row) => ln(...row));

/** Issue 16: more lines, appended after the first two lists so their skeleton ids stay as they were. */
const AS_MORE: Line[] = table('AS_MORE', data.AS_MORE, LnArgs).map((row) => ln(...row));

const LIKE_MORE: Line[] = table('LIKE_MORE', data.LIKE_MORE, LnArgs).map((row) => ln(...row));

/**
 * Issue 16 ("the full catalogue"): more bases, each said of five people at most, appended after every
 * older list so their skeleton ids stay. As: a job, an appointment or a time of life (never a manner frame
 * like "drives ___ a racing driver", where as names the job too); like: look/sound/taste/smell/feel, a
 * simile with no role reading (sleep like a log), "what … like?".
 */
const AS_FULL: Line[] = saidOfAtMost(5, [
  ln('{S} {v:work} ___ a cook in a hotel kitchen.', 'as', '{v:work}'),
  ln('{S} got a part-time job ___ a waiter at the airport café.', 'as', 'a part-time job'),
  ln('{S} {has} worked ___ a bus driver for fifteen years.', 'as', 'worked'),
  ln('___ a little girl, my grandmother lived on a farm.', 'as', 'a little girl'),
  ln('{S} spent two years ___ a volunteer at the local hospital.', 'as', 'spent two years'),
  ln('{S} {was} taken on ___ an apprentice at a car factory.', 'as', 'taken on'),
  ln('{S} retired last year after thirty years ___ a teacher.', 'as', 'thirty years'),
  ln('{S} {v:earn} extra money ___ a babysitter at weekends.', 'as', 'extra money'),
  ln('{S} {was} appointed ___ head of the department in May.', 'as', 'appointed'),
  ln('{S} qualified ___ a doctor in 2015.', 'as', 'qualified'),
  ln('{S} {v:work} ___ an interpreter for the city council.', 'as', '{v:work}'),
  ln('{S} found work ___ a cleaner after moving to Poland.', 'as', 'found work'),
  ln('{S} started out ___ a shop assistant and now {v:run} the whole shop.', 'as', 'started out'),
  ln('___ a student, {S} got cheap train tickets.', 'as', 'a student'),
  ln('{S} {was} employed ___ a nanny by a family in London.', 'as', 'employed'),
  ln('{S} {has} a job ___ a night porter at a hotel.', 'as', 'a job'),
  ln('{S} {was} sent to Brussels ___ a representative of the company.', 'as', 'sent to Brussels'),
  ln('{S} signed up ___ a volunteer for the city marathon.', 'as', 'signed up'),
  ln('{S} {v:work} ___ a physiotherapist at a sports clinic.', 'as', '{v:work}'),
  ln('{S} {was} hired ___ a cook at a summer camp.', 'as', 'hired'),
  ln('{S} {has} just got a job ___ a programmer at a bank.', 'as', 'a job'),
  ln('{S} {was} described in the local newspaper ___ a hero.', 'as', 'described'),
  ln('___ a child, {S} {was} afraid of the dark.', 'as', 'a child'),
  ln('___ a teenager, {S} spent every summer at the seaside.', 'as', 'a teenager'),
  ln('{S} earned {poss} first salary ___ a dishwasher in a pizzeria.', 'as', 'first salary'),
  ln('The old cinema now serves ___ a concert hall.', 'as', 'serves'),
  ln('{S} {was} introduced ___ the new manager at the morning meeting.', 'as', 'introduced'),
  ln('{S} {has} been working ___ a delivery driver since the spring.', 'as', 'working'),
  ln('{S} took a job ___ a lorry driver to pay for {poss} studies.', 'as', 'took a job'),
  ln('{S} {was} accepted ___ a trainee at a law firm.', 'as', 'accepted'),
  ln('{S} {v:work} ___ a receptionist at a dental clinic.', 'as', '{v:work}'),
  ln('{S} {has} just started work ___ a paramedic with the ambulance service.', 'as', 'started work'),
  ln('{S} {was} elected ___ class representative at university.', 'as', 'elected'),
  ln('{S} {v:work} ___ a security guard at the shopping centre.', 'as', '{v:work}'),
  ln('___ a young doctor, {S} worked night shifts in a village hospital.', 'as', 'a young doctor'),
]);

const LIKE_FULL: Line[] = saidOfAtMost(5, [
  ln('This room smells ___ a hospital.', 'like', 'smells'),
  ln('This medicine tastes ___ oranges.', 'like', 'tastes'),
  ln('Take an umbrella: it looks ___ rain.', 'like', 'looks'),
  ln('Your plan for the weekend sounds ___ a lot of fun.', 'like', 'sounds'),
  ln('What is your new teacher ___?', 'like', 'What is'),
  ln('What was the food ___ at the wedding?', 'like', 'What was'),
  ln('What are your new colleagues ___?', 'like', 'What are'),
  ln('What’s the food ___ in that new café?', 'like', 'What’s the food'),
  ln('{S} {v:sleep} ___ a log after a long day in the garden.', 'like', 'a log'),
  ln('{S} {v:swim} ___ a fish.', 'like', 'a fish'),
  ln('{S} {v:eat} ___ a bird, so a small plate is enough.', 'like', 'a bird'),
  ln('The new phone feels ___ a toy in your hand.', 'like', 'feels'),
  ln('The hotel room was ___ a palace.', 'like', 'a palace'),
  ln('{S} came back from the holiday looking ___ a different person.', 'like', 'looking'),
  ln('The city looks ___ a ghost town in August.', 'like', 'looks'),
  ln('Learning Chinese felt ___ climbing a mountain.', 'like', 'felt'),
  ln('The traffic this morning was ___ a nightmare.', 'like', 'a nightmare'),
  ln('{S} {v:look} ___ {poss} dad when {pron} {v:smile}.', 'like', '{v:look}'),
  ln('{S} {v:sound} ___ {poss} mother when {pron} {v:laugh}.', 'like', '{v:sound}'),
  ln('Your new car looks ___ a spaceship.', 'like', 'looks'),
  ln('This sofa feels ___ a cloud.', 'like', 'feels'),
  ln('The museum was ___ a maze: we got lost twice.', 'like', 'a maze'),
  ln('The wind sounded ___ a train outside the window.', 'like', 'sounded'),
  ln('This tea tastes ___ smoke.', 'like', 'tastes'),
  ln('The flat smells ___ coffee every morning.', 'like', 'smells'),
  ln('Outside it looks ___ winter, but it’s only October.', 'like', 'looks'),
  ln('{S} felt ___ a fool when {pron} realised {poss} mistake.', 'like', 'felt'),
  ln('Our garden looks ___ a jungle after all this rain.', 'like', 'looks'),
  ln('The streets were ___ rivers after the storm.', 'like', 'rivers'),
  ln('The old printer sounds ___ a tractor.', 'like', 'sounds'),
  ln('The exam felt ___ a marathon.', 'like', 'felt'),
  ln('{S} {v:look} ___ a tourist with that big map.', 'like', '{v:look}'),
  ln('{S} felt ___ a film star on the red carpet.', 'like', 'felt'),
  ln('{S} {v:snore} ___ a bear.', 'like', 'a bear'),
  ln('{S} {v:look} ___ a professor in {poss} new glasses.', 'like', '{v:look}'),
  ln('{S} {v:sound} ___ a robot when {pron} {v:read} from notes.', 'like', '{v:sound}'),
]);

function items(rng: Rng): Item[] {
  return lineItems(
    rng,
    'as-like',
    [...AS, ...LIKE, ...AS_MORE, ...LIKE_MORE, ...AS_FULL, ...LIKE_FULL],
    otherMeaning({ as: 'role', like: 'similarity' }),
    (key) => key,
  );
}

export const asLike: TopicDef = makeTopic(copy, { target: 720, build: items });

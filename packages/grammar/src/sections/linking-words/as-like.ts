import { type Item, makeTopic } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './as-like.json' with { type: 'json' };
import { otherMeaning } from './gap.ts';
import { type Line, lineItems, ln, saidOfAtMost } from './lines.ts';

/**
 * as + a noun: a real role, job or use (works as a nurse, as a child) vs like + a noun: similar to
 * (looks like her mother, tastes like chicken). The as lines name a real job with its place or a time of
 * life, so "like a nurse" (in the manner of one) is not meant; the like lines use look/sound/taste/smell/
 * feel and "what is … like", where "as" is not English. Left out: informal "like" for "as if"/"as" ("like
 * I said", common in US speech), "treat/regard someone as/like", "use something as/like", and manner
 * frames (sing like an angel / as an angel in a play) where both can be meant.
 */
const AS: Line[] = [
  ln('{S} {v:work} ___ a nurse at the city hospital.', 'as', 'a nurse'),
  ln('{S} got a job ___ a waiter in a small café.', 'as', 'a job'),
  ln('{S} worked ___ a tour guide in Lviv for two summers.', 'as', 'worked'),
  ln('___ a child, {S} lived in a village near Poltava.', 'as', 'a child'),
  ln('{S} started {poss} career ___ a junior accountant.', 'as', 'started {poss} career'),
  ln('___ a teacher, {S} {v:know} how hard exams can be.', 'as', 'a teacher'),
  ln('{S} {was} employed ___ a driver by a delivery company.', 'as', 'employed'),
  ln('{S} volunteered ___ a translator at the refugee centre.', 'as', 'volunteered'),
  ln('{S} {has} worked ___ a software developer since 2020.', 'as', 'worked'),
  ln('{S} applied for a job ___ a receptionist.', 'as', 'a job'),
  ln('{S} {was} chosen ___ team captain last season.', 'as', 'chosen'),
  ln('{S} trained ___ an electrician after school.', 'as', 'trained'),
  ln('{S} {v:work} part-time ___ a cleaner in an office building.', 'as', 'part-time'),
  ln('{S} {was} hired ___ a sales manager last year.', 'as', 'hired'),
  ln('{S} spent a year ___ an English teacher in Japan.', 'as', 'a year'),
  ln('___ a teenager, {S} wanted to be a pilot.', 'as', 'a teenager'),
  ln('{S} {is} known ___ the best cook in the family.', 'as', 'known'),
  ln('___ your manager, I have to tell you that this is not acceptable.', 'as', 'your manager'),
  ln('{S} {was} invited ___ a guest speaker at the conference.', 'as', 'invited'),
  ln('{S} {has} a Saturday job ___ a shop assistant.', 'as', 'a Saturday job'),
  ln('{S} {v:work} ___ a lifeguard at the swimming pool in summer.', 'as', 'a lifeguard'),
  ln('{S} joined the company ___ an intern.', 'as', 'joined the company'),
  ln('Our spare room also serves ___ an office.', 'as', 'serves'),
  ln('___ a nurse, my mother worked long shifts.', 'as', 'a nurse'),
  ln('{S} {was} elected ___ head of the residents’ committee.', 'as', 'elected'),
  ln('{S} made a living ___ a photographer.', 'as', 'made a living'),
];

const LIKE: Line[] = [
  ln('{S} {v:look} ___ {poss} mother.', 'like', 'look'),
  ln('This soup tastes ___ chicken.', 'like', 'tastes'),
  ln('{S} {v:sound} ___ {poss} father on the phone.', 'like', 'sound'),
  ln('It smells ___ fresh bread in here.', 'like', 'smells'),
  ln('What’s the weather ___ in Odesa today?', 'like', 'What’s the weather'),
  ln('{S} felt ___ a tourist in {poss} own city.', 'like', 'felt'),
  ln('This fabric feels ___ silk, but it’s much cheaper.', 'like', 'feels'),
  ln('What is your new flat ___?', 'like', 'What is'),
  ln('The hotel looked ___ a castle from the outside.', 'like', 'looked'),
  ln('That cloud looks ___ a rabbit.', 'like', 'looks'),
  ln('{S} {v:look} nothing ___ {poss} cousin.', 'like', 'nothing'),
  ln('Your voice sounds ___ your sister’s on the phone.', 'like', 'sounds'),
  ln('This coffee tastes ___ water.', 'like', 'tastes'),
  ln('What does your new boss look ___?', 'like', 'look'),
  ln('The room smelt ___ paint for days.', 'like', 'smelt'),
  ln('After the haircut {S} looked ___ a different person.', 'like', 'looked'),
  ln('It sounds ___ a great plan to me.', 'like', 'sounds'),
  ln('The cake was so hard it was ___ eating a brick.', 'like', 'was'),
  ln('{S} {is} very ___ {poss} grandfather: quiet and patient.', 'like', 'very'),
  ln('That building looks ___ a giant glass box.', 'like', 'looks'),
  ln('Today feels ___ summer, although it’s only March.', 'like', 'feels'),
  ln('The city at night looked ___ a painting.', 'like', 'looked'),
  ln('This wine smells ___ cherries.', 'like', 'smells'),
  ln('What was the film ___?', 'like', 'What was'),
  ln('Being back at school felt ___ a bad dream.', 'like', 'felt'),
  ln('{S} {v:look} a bit ___ a famous actor.', 'like', 'a bit'),
  ln('The tea tasted ___ medicine.', 'like', 'tasted'),
  ln('That noise sounds ___ a car alarm.', 'like', 'sounds'),
  ln('The new shopping centre is ___ a small town inside.', 'like', 'a small town'),
  ln('Your son looks just ___ you.', 'like', 'looks just'),
  ln('{S} {v:sound} ___ a native speaker now.', 'like', 'sound'),
  ln('{S} felt ___ a child on {poss} first day at work.', 'like', 'felt'),
  ln('{S} {v:look} exactly ___ {poss} grandmother in this old photo.', 'like', 'exactly'),
  ln('{S} {was} shaking ___ a leaf before the interview.', 'like', 'shaking'),
  ln('{S} slept ___ a baby after the long walk.', 'like', 'slept'),
  ln('{S} {v:eat} ___ a horse after a day in the garden.', 'like', 'a horse'),
  ln('{S} {v:laugh} just ___ {poss} dad.', 'like', 'just'),
  ln('{S} felt ___ a millionaire after {poss} first big payday.', 'like', 'felt'),
  ln('{S} {v:run} ___ the wind when {pron} {is} late.', 'like', 'the wind'),
  ln('In that old coat {S} looked ___ a detective from a film.', 'like', 'looked'),
];

/** Issue 16: more lines, appended after the first two lists so their skeleton ids stay as they were. */
const AS_MORE: Line[] = [
  ln('{S} worked ___ a waiter while {pron} {was} at university.', 'as', 'worked'),
  ln('{S} got a summer job ___ a lifeguard on the beach.', 'as', 'a summer job'),
  ln('___ a student, {S} lived in a tiny flat in Kharkiv.', 'as', 'a student'),
  ln('{S} {was} employed ___ a security guard at the museum.', 'as', 'employed'),
  ln('{S} {has} worked ___ a nurse for twenty years.', 'as', 'worked'),
  ln('{S} trained ___ a chef in Paris.', 'as', 'trained'),
  ln('{S} started work ___ a cashier in a supermarket.', 'as', 'started work'),
  ln('{S} {was} hired ___ a driver for the school bus.', 'as', 'hired'),
  ln('___ a young man, my grandfather worked on a farm.', 'as', 'a young man'),
  ln('{S} volunteered ___ a guide at the castle last summer.', 'as', 'volunteered'),
  ln('{S} applied for a job ___ a bus driver.', 'as', 'a job'),
  ln('{S} {was} chosen ___ the best player of the tournament.', 'as', 'chosen'),
];

const LIKE_MORE: Line[] = [
  ln('{S} {v:look} ___ a film star in that suit.', 'like', 'look'),
  ln('This bread tastes ___ cake.', 'like', 'tastes'),
  ln('{S} {v:sound} ___ a different person when {pron} {v:speak} English.', 'like', 'sound'),
  ln('The garden smells ___ roses in June.', 'like', 'smells'),
  ln('What was the weather ___ on your holiday?', 'like', 'What was the weather'),
  ln('{S} felt ___ a child again at the funfair.', 'like', 'felt'),
];

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

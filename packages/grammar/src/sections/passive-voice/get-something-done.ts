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

/** get + thing + past participle. */
export const THING_LINES: Line[] = [
  ['{S} got {poss} hair ___ yesterday, and it looks great.', 'cut', '{poss} hair'],
  ['{S} {is} getting {poss} car ___ at the garage this afternoon.', 'repair', '{poss} car'],
  ['{S} {v:need} to get {poss} eyes ___; {pron} can’t read the road signs.', 'test', '{poss} eyes'],
  [
    '{S} {is} getting {poss} kitchen ___ next month, so {pron} will eat out a lot.',
    'renovate',
    '{poss} kitchen',
    'G',
  ],
  ['{S} got {poss} watch ___ because it had stopped.', 'repair', '{poss} watch'],
  ['{S} got {poss} suit ___ before the wedding.', 'clean', '{poss} suit'],
  ['{S} {v:get} {poss} teeth ___ every six months.', 'check', '{poss} teeth'],
  ['Where did you get your hair ___? It looks amazing.', 'do', 'your hair'],
  ['{S} got {poss} passport photos ___ at the post office.', 'take', '{poss} passport photos'],
  ['{S} {is} going to get {poss} bike ___ before the trip.', 'service', '{poss} bike'],
  ['{S} got {poss} jacket ___ because the sleeves were too long.', 'shorten', '{poss} jacket'],
  ['{S} got the documents ___ into English for {poss} visa.', 'translate', 'the documents'],
  ['{S} got {poss} phone screen ___ after {pron} dropped it.', 'replace', '{poss} phone screen'],
  ['{S} got {poss} new sofa ___ to the flat.', 'deliver', '{poss} new sofa', 'A'],
  ['{S} {is} getting {poss} windows ___ on Friday.', 'clean', '{poss} windows', 'G'],
  ['{S} got {poss} boiler ___ when it broke down last winter.', 'fix', '{poss} boiler', 'G'],
  ['{S} got {poss} ears ___ for {poss} sixteenth birthday.', 'pierce', '{poss} ears'],
  ['{S} got a new key ___ because {pron} had lost {poss} old one.', 'cut', 'a new key'],
  ['{S} got {poss} blood pressure ___ at the chemist’s.', 'check', '{poss} blood pressure'],
  ['{S} got {poss} coat ___ at the dry cleaner’s.', 'clean', '{poss} coat'],
  ['My sister got her wedding dress ___ by a local dressmaker.', 'make', 'her wedding dress'],
  ['{S} got {poss} roof ___ after the storm.', 'repair', '{poss} roof', 'G'],
  ['{S} got the car ___ before selling it.', 'wash', 'the car'],
  [
    '{S} got {poss} cover letter ___ by a friend before applying for the job.',
    'check',
    '{poss} cover letter',
  ],
  ['{S} got {poss} coffee machine ___ under the guarantee.', 'repair', '{poss} coffee machine'],
  ['{S} {is} getting {poss} hair ___ on Thursday, so {pron} can’t meet after work.', 'colour', '{poss} hair'],
  ['{S} got {poss} wedding ring ___ because it was too small.', 'resize', '{poss} wedding ring'],
  ['{S} got {poss} old sofa ___ away by the council.', 'take', '{poss} old sofa', 'G'],
  ['{S} got {poss} garden ___ by a professional last spring.', 'design', '{poss} garden', 'G'],
  ['{S} got {poss} car ___ at the petrol station because it was covered in mud.', 'wash', '{poss} car'],
  ['{S} got {poss} chimney ___ before the winter.', 'sweep', '{poss} chimney', 'G'],
  ['{S} got the washing machine ___ the day after it started leaking.', 'fix', 'the washing machine', 'G'],
  ['{S} got {poss} back ___ by a physiotherapist after the accident.', 'examine', '{poss} back'],
  ['{S} got {poss} flat ___ before the new tenants moved in.', 'clean', '{poss} flat'],
  ['{S} got {poss} shirts ___ and ironed at the laundry.', 'wash', '{poss} shirts'],
  ['{S} {is} getting {poss} old jeans ___ into shorts.', 'turn', '{poss} old jeans'],
  ['{S} got {poss} photo ___ for the new ID card.', 'take', '{poss} photo'],
  ['{S} {is} getting {poss} hair ___ for the wedding on Saturday.', 'do', '{poss} hair'],
  ['{S} got {poss} old photos ___ so that {pron} could share them online.', 'scan', '{poss} old photos'],
  ['{S} got {poss} boots ___ at the little shop near the station.', 'repair', '{poss} boots'],
  ['{S} got {poss} tyres ___ before the winter.', 'change', '{poss} tyres'],
  ['{S} got the contract ___ by a lawyer before signing it.', 'check', 'the contract'],
  ['{S} got {poss} laptop ___ after it caught a virus.', 'fix', '{poss} laptop'],
  ['{S} got {poss} holiday photos ___ for the family album.', 'print', '{poss} holiday photos'],
  ['{S} had to get {poss} car ___ after it broke down on the motorway.', 'tow', '{poss} car'],
  ['{S} got the carpets ___ before moving out of the flat.', 'clean', 'the carpets', 'G'],
  ['{S} got {poss} piano ___ before the concert.', 'tune', '{poss} piano'],
  ['{S} got {poss} nails ___ for the party.', 'do', '{poss} nails'],
  ['{S} got {poss} dog ___ at the pet salon.', 'groom', '{poss} dog'],
  ['{S} got a copy of the key ___ for {poss} neighbour.', 'make', 'a copy of the key'],
  ['{S} got {poss} essay ___ by a native speaker before sending it.', 'correct', '{poss} essay'],
  ['{S} got {poss} house ___ blue last summer.', 'paint', '{poss} house', 'G'],
  ['{S} {is} getting {poss} wisdom tooth ___ next week.', 'take', '{poss} wisdom tooth'],
  // Issue 16, second growth: more services, one situation each.
  ['{S} got {poss} suit ___ because the trousers were too long.', 'alter', '{poss} suit'],
  ['{S} got {poss} eyebrows ___ at the beauty salon before the party.', 'shape', '{poss} eyebrows'],
  ['{S} got {poss} car ___ before the long drive to the sea.', 'service', '{poss} car'],
  ['{S} got {poss} CV ___ by a careers adviser.', 'rewrite', '{poss} CV'],
  [
    '{S} got the lock on {poss} front door ___ after the break-in.',
    'change',
    'the lock on {poss} front door',
    'A',
  ],
  ['{S} got {poss} passport ___ just in time for the trip.', 'renew', '{poss} passport'],
  ['{S} got {poss} broken leg ___ in plaster at the hospital.', 'put', '{poss} broken leg'],
  ['{S} got {poss} wedding photos ___ by a professional photographer.', 'take', '{poss} wedding photos', 'G'],
  ['{S} got {poss} groceries ___ to the door because {pron} {was} ill.', 'deliver', '{poss} groceries'],
  ['{S} got {poss} old ring ___ by a jeweller before selling it.', 'value', '{poss} old ring'],
  ['{S} got the old family clock ___ by an expert.', 'restore', 'the old family clock'],
  ['{S} got {poss} new curtains ___ because they touched the floor.', 'hem', '{poss} new curtains'],
  ['{S} got {poss} furniture ___ to the new flat by a removal company.', 'move', '{poss} furniture', 'A'],
  ['{S} got {poss} hair ___ short for the summer.', 'cut', '{poss} hair'],
  ['{S} got the heating ___ before the cold weather started.', 'check', 'the heating', 'G'],
];

/** get + person + to + base form. */
export const PERSON_LINES: Line[] = [
  ['{S} got the mechanic ___ the brakes before the long trip.', 'check', 'the mechanic'],
  ['{S} got a friend ___ {obj} move the sofa.', 'help', 'a friend'],
  ['{S} finally got {poss} children ___ their rooms.', 'tidy', '{poss} children', 'G'],
  ['{S} got the receptionist ___ {obj} a taxi to the airport.', 'call', 'the receptionist'],
  ['{S} got {poss} neighbour ___ the cat while {pron} {was} on holiday.', 'feed', '{poss} neighbour'],
  ['{S} got the shop ___ the broken kettle.', 'replace', 'the shop'],
  ['{S} got a colleague ___ {poss} shift on Saturday.', 'cover', 'a colleague'],
  ['{S} couldn’t get the baby ___ in the car.', 'sleep', 'the baby', 'G'],
  [
    '{S} got a friend who speaks Spanish ___ the letter for {obj}.',
    'translate',
    'a friend who speaks Spanish',
  ],
  ['{S} got the waiter ___ {obj} a table by the window.', 'find', 'the waiter'],
  ['{S} got {poss} boss ___ {obj} leave early on Friday.', 'let', '{poss} boss'],
  ['{S} got the landlord ___ the broken window.', 'repair', 'the landlord', 'A'],
  ['{S} got a neighbour ___ {obj} to the station.', 'drive', 'a neighbour'],
  ['{S} got the doctor ___ at {poss} knee again.', 'look', 'the doctor'],
  ['{S} got an electrician ___ the wiring in the kitchen.', 'check', 'an electrician', 'A'],
  ['{S} got the bank ___ the wrong payment.', 'cancel', 'the bank'],
  ['{S} got {poss} teenage son ___ the lawn for some pocket money.', 'mow', '{poss} teenage son'],
  ['{S} got the plumber ___ on Saturday morning.', 'come', 'the plumber', 'A'],
  ['{S} got the taxi driver ___ at the corner.', 'stop', 'the taxi driver'],
  ['{S} got {poss} children ___ to bed by eight.', 'go', '{poss} children', 'G'],
  ['{S} got a neighbour ___ an eye on the house while {pron} {was} away.', 'keep', 'a neighbour', 'A'],
  ['{S} got the hairdresser ___ {poss} hair a bit shorter.', 'cut', 'the hairdresser'],
  ['{S} got the hotel ___ {obj} a wake-up call at six.', 'give', 'the hotel'],
  ['{S} got {poss} brother ___ {obj} with the move.', 'help', '{poss} brother'],
  ['{S} got the seller ___ the price by fifty euros.', 'lower', 'the seller'],
  ['{S} got the IT department ___ a new password for {obj}.', 'set', 'the IT department'],
  ['{S} got {poss} daughter ___ the dog every evening.', 'walk', '{poss} daughter'],
  ['{S} got the neighbours ___ their music down after midnight.', 'turn', 'the neighbours', 'A'],
  ['{S} got a friend ___ some photos of {obj} for {poss} website.', 'take', 'a friend'],
  ['{S} got the tour guide ___ the story again in English.', 'tell', 'the tour guide'],
  ['{S} got the airline ___ {obj} for the cancelled flight.', 'refund', 'the airline'],
  ['{S} got {poss} son ___ the car on Sunday.', 'wash', '{poss} son'],
  ['{S} got the shop assistant ___ the dress in a bigger size.', 'find', 'the shop assistant'],
  ['{S} got the teacher ___ the grammar rule again.', 'explain', 'the teacher'],
  // Issue 16, second growth: a person (or a firm) asked or paid to do the job.
  ['{S} got {poss} sister ___ {obj} up from the airport.', 'pick', '{poss} sister'],
  ['{S} got the builders ___ the work by Friday.', 'finish', 'the builders', 'A'],
  ['{S} got a lawyer ___ at the contract before signing.', 'look', 'a lawyer'],
  ['{S} got the hotel manager ___ {obj} a quieter room.', 'give', 'the hotel manager'],
  ['{S} got the children ___ their shoes off at the door.', 'take', 'the children'],
  ['{S} got a neighbour ___ the plants while {pron} {was} on holiday.', 'water', 'a neighbour'],
  ['{S} got the restaurant ___ the booking to a later time.', 'move', 'the restaurant'],
  ['{S} got a colleague ___ {poss} slides before the meeting.', 'check', 'a colleague'],
  ['{S} got the dentist ___ {obj} an earlier appointment.', 'give', 'the dentist'],
  ['{S} got the bus driver ___ the air conditioning on.', 'turn', 'the bus driver'],
  ['{S} got the council ___ the rubbish from the street.', 'collect', 'the council', 'A'],
  ['{S} got a stranger ___ a photo of {obj} by the river.', 'take', 'a stranger'],
  ['{S} got the shop ___ the new fridge on Saturday.', 'deliver', 'the shop'],
  ['{S} got {poss} best friend ___ {obj} with the wedding speech.', 'help', '{poss} best friend'],
];

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

import { finish, type Item, makeTopic } from '../../engine.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { formMismatch, gapItem } from './gap.ts';
import { fill, PEOPLE, somePeople, wordsAfterGap } from './people.ts';
import copy from './so-that-in-order-to.json' with { type: 'json' };

/**
 * Purpose: to / in order to + base form, so that + a clause (with could, would, can…), for + a noun.
 * One base is one action with its purpose said as a verb, a clause or a noun (any may be null). What
 * follows the gap forces the word. "to" and "in order to" are both right before a verb, so an item
 * offers only one of them; "so" alone (informal purpose) and "in order that" are never offered. The nouns
 * after "for" are never places or events one can go "to" (a walk, a haircut), so "to" stays wrong before
 * them — and never goods one buys or fetches: "saved money for a year ___ a new car" and "went to the market
 * ___ some fresh vegetables" were read "to [buy] a new car" by blind reviewers (rounds 1135, 1602), so a
 * noun after the gap is only a service or an event one goes for (`forOnly`).
 */
export interface Purpose {
  main: string;
  verb: string | null;
  clause: string | null;
  noun: string | null;
  who?: readonly Subject[];
}
const P = (main: string, verb: string | null, clause: string | null, noun: string | null): Purpose => ({
  main,
  verb,
  clause,
  noun,
});
const ONE = PEOPLE.filter((p) => p.person === '1sg' || p.person === '3sg');
const W = (p: Purpose, who: readonly Subject[]): Purpose => ({ ...p, who });

export const PURPOSES: Purpose[] = [
  P('{X} left home early', 'catch the first train', '{X} could catch the first train', null),
  P('{X} went to the shop', 'buy some milk', null, 'some milk'),
  P('{X} saved money for a year', 'buy a new car', '{X} could buy a new car', 'a new car'),
  P('{X} spoke slowly', null, 'everyone could understand', null),
  P('{X} turned the music down', null, 'the baby could sleep', null),
  P('{X} wrote the address down', null, "{X} wouldn't forget it", null),
  P('{X} got up early', 'finish the report before lunch', '{X} could finish the report before lunch', null),
  P('{X} took a taxi', 'get to the airport on time', "{X} wouldn't miss the flight", null),
  P('{X} called the hotel', 'book a room', null, 'information about parking'),
  P('{X} went to the library', 'study in peace', null, null),
  W(P('{X} learned Italian', 'work in Rome', '{X} could work in Rome', null), ONE),
  P('{X} left the window open', null, 'the room could cool down', null),
  P('{X} went outside', 'get some fresh air', null, 'some fresh air'),
  P('{X} set an alarm', null, "{X} wouldn't oversleep", null),
  P('{X} whispered', null, 'nobody else could hear', null),
  P('{X} asked a police officer', null, null, 'directions'),
  P('{X} went to the bank', 'open an account', null, 'a loan'),
  P('{X} put the milk in the fridge', 'keep it fresh', 'it would stay fresh', null),
  P('{X} moved closer to the front', 'get a better view', null, null),
  P('{X} wore a warm coat', null, "{X} wouldn't get cold", null),
  P("{X} went to the hairdresser's", 'have {poss} hair cut', null, 'a haircut'),
  P('{X} gave the children some money', null, 'they could buy ice cream', null),
  P('{X} turned on the light', 'read the letter', '{X} could read the letter', null),
  P('{X} went to the station', 'meet {poss} cousin', null, null),
  P('{X} stopped at a café', 'have a coffee', null, 'a coffee'),
  P('{X} booked the tickets early', 'get good seats', '{X} could get good seats', null),
  P('{X} went to the gym', 'keep fit', null, null),
  P('{X} opened the window', 'let some air in', null, null),
  P('{X} repeated the question', null, 'everyone could hear it', null),
  P('{X} took an umbrella', null, "{X} wouldn't get wet", null),
  P('{X} printed the map', null, 'nobody would get lost', null),
  P('{X} went to the post office', 'send a parcel', null, 'some stamps'),
  W(P('{X} studied every evening', 'pass the exam', '{X} could pass the exam', null), ONE),
  P('{X} called a plumber', 'fix the leak', null, null),
  P('{X} went into town', 'buy a new pair of shoes', null, 'a new pair of shoes'),
  W(P('{X} lowered {poss} voice', null, "the others wouldn't hear", null), ONE),
  P('{X} sent the invitations early', null, 'everyone could plan ahead', null),
  P('{X} hid the present', null, "the children wouldn't find it", null),
  P('{X} went to the kitchen', 'get a glass of water', null, 'a glass of water'),
  P('{X} came home early', 'watch the match', '{X} could watch the match', null),
  P('{X} left a note on the door', null, 'the courier would know where to go', null),
  P('{X} took lots of photos', 'remember the trip', null, null),
  W(P('{X} charged {poss} phone', null, '{X} could call a taxi later', null), ONE),
  P('{X} went to Kyiv', 'visit {poss} grandparents', null, null),
  P('{X} stayed up late', 'finish the book', null, null),
  P('{X} went back to the shop', 'get a refund', null, 'a refund'),
  P('{X} went to the market', 'buy some fresh vegetables', null, 'some fresh vegetables'),
  P('{X} took the dog out', null, null, 'a walk'),
  W(P("{X} went to the optician's", 'have {poss} eyes tested', null, 'an eye test'), ONE),
  P('{X} spoke loudly', null, 'the people at the back could hear', null),
  P('{X} drove slowly', null, "{X} wouldn't miss the turning", null),
  P('{X} labelled the boxes', null, 'everything would be easy to find', null),
  P('{X} went to the pharmacy', 'buy some cough medicine', null, 'some cough medicine'),
  P('{X} joined a running club', 'meet new people', null, null),
  P('{X} closed the curtains', null, "the neighbours couldn't see in", null),
  P('{X} phoned the restaurant', 'book a table', null, null),
  P('{X} turned up the heating', null, 'the guests would be warm', null),
  P('{X} wrote a list', null, "{X} wouldn't forget anything", null),
  P('{X} arrived early', 'get a good parking space', null, null),
  P('{X} went down to the lake', 'have a swim', null, 'a swim'),
  P('{X} met some colleagues after work', null, null, 'a drink'),
  P('{X} went out', 'get some exercise', null, 'a run'),
  P('{X} went to Greece', null, null, 'a holiday'),
  P('{X} took the car to the garage', 'have the brakes checked', null, 'a service'),
  W(P('{X} went to the hospital', null, null, 'an X-ray'), ONE),
  P('{X} came round', null, null, 'a chat'),
  P('{X} went into the garden', 'pick some tomatoes', null, null),
  P('{X} put a sign on the gate', null, 'visitors would know about the dog', null),
  P('{X} bought a second phone charger', null, '{X} could keep one at work', null),
  P('{X} gave the keys to the neighbours', null, 'they could water the plants', null),
  P('{X} made extra sandwiches', null, 'there would be enough for everyone', null),
  P('{X} took off {poss} shoes', null, "{X} wouldn't wake anyone up", null),
  P('{X} went to the travel agent', 'book a holiday', null, 'some advice'),
  P("{X} went to the baker's", 'buy a loaf of bread', null, 'a loaf of bread'),
  P('{X} stopped at the petrol station', 'get some petrol', null, 'some petrol'),
  P("{X} went to the florist's", 'buy some roses', null, 'some roses'),
  P('{X} packed some sandwiches', null, "{X} wouldn't get hungry on the train", null),
  P('{X} wrote in capital letters', null, 'the form would be easy to read', null),
  P('{X} went to the doctor', 'get a prescription', null, 'a check-up'),
  W(P('{X} got a part-time job', 'pay for the course', '{X} could pay for the course', null), ONE),
  P('{X} went to the park', null, null, 'a walk'),
  P('{X} phoned the bank', null, null, 'some advice'),
  P('{X} called in at the office', null, null, 'a quick chat'),
  W(P('{X} went to the dentist', null, null, 'a check-up'), ONE),
  P('{X} went to the pool', null, null, 'a swim'),
  P('{X} went to the garage', null, null, 'an oil change'),
  // Issue 16: more purposes, each its own skeleton, most said both as a verb and as a clause.
  P('{X} set two alarms', 'wake up in time for the flight', '{X} would wake up in time for the flight', null),
  P('{X} took the stairs', 'get some exercise', '{X} would get some exercise', null),
  P('{X} tiptoed past the bedroom', null, "{X} wouldn't wake the baby", null),
  P('{X} booked the tickets in January', 'get a cheaper price', '{X} would pay less', null),
  P('{X} moved closer to the office', null, '{X} could walk to work', null),
  P(
    '{X} took a photo of the timetable',
    'remember the times of the buses',
    "{X} wouldn't forget the times",
    null,
  ),
  P('{X} went to bed early', 'be fresh for the interview', '{X} would be fresh for the interview', null),
  P('{X} learnt some Italian', 'talk to the locals in Rome', '{X} could talk to the locals in Rome', null),
  P('{X} left a note on the fridge', 'tell everyone about the party', 'nobody would forget the party', null),
  P('{X} turned off the phone', 'concentrate on the exam', '{X} could concentrate on the exam', null),
  P('{X} sold the old car', 'pay for the new kitchen', '{X} could pay for the new kitchen', null),
  P('{X} wore a warm coat', 'stay warm at the match', "{X} wouldn't get cold at the match", null),
  P('{X} arrived an hour early', 'get a good seat', '{X} could sit at the front', null),
  P('{X} covered the plants', 'protect them from the frost', "the frost wouldn't kill them", null),
  P('{X} cut the sandwiches into small pieces', null, 'the children could eat them easily', null),
  P('{X} put the medicine on a high shelf', null, "the children couldn't reach it", null),
  P(
    '{X} printed the map',
    'find the hotel without a phone',
    '{X} could find the hotel without a phone',
    null,
  ),
  P('{X} walked to work', 'save money on the bus', '{X} could save money on the bus', null),
  P('{X} opened all the windows', 'let some fresh air in', 'the room would cool down', null),
  P('{X} went to the library', 'study in peace', '{X} could study in peace', null),
  P('{X} called the hotel', 'check the booking', '{X} could check the booking', null),
  P('{X} took extra cash', 'pay for the taxi', '{X} could pay for the taxi', null),
  P('{X} joined a running club', 'get fit for the marathon', '{X} would be fit for the marathon', null),
  P('{X} wrote a shopping list', null, "{X} wouldn't forget anything", null),
  P(
    '{X} practised the speech in front of the mirror',
    'feel more confident',
    '{X} would feel more confident',
    null,
  ),
  P('{X} put on sun cream', 'protect {poss} skin', "{X} wouldn't get burnt", null),
  P('{X} kept the receipt', 'return the shoes later', '{X} could return the shoes later', null),
  P(
    '{X} parked near the exit',
    'leave quickly after the concert',
    '{X} could leave quickly after the concert',
    null,
  ),
  P('{X} filled up the tank', null, "{X} wouldn't have to stop on the motorway", null),
  P('{X} went to the market early', 'get the freshest fish', '{X} could choose the best fish', null),
  P('{X} spoke quietly', null, "{X} wouldn't disturb the other passengers", null),
  P('{X} saved all summer', 'travel around Japan', '{X} could travel around Japan', null),
  P('{X} took a day off', 'look after {poss} sick son', '{X} could look after {poss} sick son', null),
  P(
    '{X} packed an extra jumper',
    'stay warm in the mountains',
    "{X} wouldn't be cold in the mountains",
    null,
  ),
  P(
    '{X} labelled all the boxes',
    'find things easily after the move',
    '{X} could find things easily after the move',
    null,
  ),
  P('{X} backed up the photos', null, "{X} wouldn't lose them", null),
  P('{X} left the light on', null, 'the guests could find the house', null),
  P('{X} spoke very clearly', null, 'the people at the back could hear', null),
  P('{X} hid the presents in the garage', null, "the children wouldn't find them", null),
  P('{X} gave the children a map', null, "they wouldn't get lost in the museum", null),
  P('{X} lowered the price', 'sell the flat quickly', 'the flat would sell quickly', null),
  P('{X} took the early train', 'be in Kyiv before lunch', '{X} would be in Kyiv before lunch', null),
  P(
    '{X} brought a flask of tea',
    'have something hot on the walk',
    '{X} would have something hot on the walk',
    null,
  ),
  P('{X} read the reviews', 'choose a good hotel', '{X} could choose a good hotel', null),
  P('{X} charged the camera', 'take photos at the wedding', '{X} could take photos at the wedding', null),
  P('{X} went to the hairdresser', null, null, 'a haircut'),
  P('{X} went to the vet', null, null, "the dog's injections"),
  P('{X} stopped at a café', null, null, 'a quick lunch'),
  P('{X} went to the station', null, null, 'information about the trains'),
  P('{X} went to the gym', null, null, 'a yoga class'),
  P('{X} went to the hospital', null, null, 'an X-ray'),
  P('{X} went to the optician', null, null, 'an eye test'),
  P('{X} went out', null, null, 'a run'),
  P('{X} went to the salon', null, null, 'a manicure'),
  P('{X} took the car to the garage', null, null, 'a service'),
  P('{X} stopped at the pharmacy', null, null, 'some advice'),
  P('{X} went to the physiotherapist', null, null, 'a massage'),
  P('{X} went to the beach', null, null, 'a swim in the sea'),
  P('{X} went to the bank', null, null, 'a meeting about the loan'),
  P(
    '{X} learnt to drive',
    'visit {poss} grandparents more often',
    '{X} could visit {poss} grandparents more often',
    null,
  ),
  P('{X} bought a slow cooker', 'have a hot meal after work', '{X} could have a hot meal after work', null),
  P('{X} got up at five', 'see the sunrise', '{X} could see the sunrise', null),
  P(
    '{X} bought a bigger table',
    'have the whole family for dinner',
    '{X} could have the whole family for dinner',
    null,
  ),
  P(
    '{X} wrote the recipe down',
    'make the cake again at home',
    '{X} could make the cake again at home',
    null,
  ),
  P('{X} asked for the bill early', 'catch the last bus', '{X} could catch the last bus', null),
  P('{X} went to the post office', 'send a parcel to Canada', '{X} could send a parcel to Canada', null),
];

/**
 * Goods one buys, gets or fetches: after the gap a reader supplies the verb ("to [buy] some milk"), so "to"
 * is not wrong before them.
 */
const GOODS = /^(?:some (?!advice\b)|a (?:new|loaf|glass|bottle|cup|pair)\b)/;

/**
 * Whether "for" is the only word before this base's noun: not when the noun is goods, nor when the base's
 * own verb purpose ends with it ("have a coffee", "have a swim"): the reader hears "to [have] a coffee".
 */
export const forOnly = (p: Purpose): boolean =>
  p.noun !== null && !GOODS.test(p.noun) && !(p.verb?.endsWith(p.noun) ?? false);

type To = 'to' | 'in order to';

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  PURPOSES.forEach((p, i) => {
    const people = somePeople(
      rng,
      3,
      p.who ?? PEOPLE,
      Object.values(p)
        .filter((v) => typeof v === 'string')
        .join(' '),
    );
    people.forEach((s, k) => {
      const skeleton = `purpose:${i}`;
      const to: To = (i + k) % 3 === 0 ? 'in order to' : 'to';
      if (p.verb) {
        const text = finish(fill(`${p.main} ___ ${p.verb}`, s));
        const wrong = [formMismatch('so that', 'clause', 'verb'), formMismatch('for', 'thing', 'verb')];
        out.push(gapItem(text, to, wrong, 'to', wordsAfterGap(text, 2), skeleton));
      }
      if (p.clause) {
        const text = finish(fill(`${p.main} ___ ${p.clause}`, s));
        const wrong = [formMismatch(to, 'verb', 'clause'), formMismatch('for', 'thing', 'clause')];
        out.push(gapItem(text, 'so that', wrong, 'so-that', wordsAfterGap(text, 3), skeleton));
      }
      if (p.noun && forOnly(p)) {
        const text = finish(fill(`${p.main} ___ ${p.noun}`, s));
        const wrong = [formMismatch(to, 'verb', 'noun'), formMismatch('so that', 'clause', 'noun')];
        out.push(gapItem(text, 'for', wrong, 'for', wordsAfterGap(text, 3), skeleton));
      }
    });
  });
  return out;
}

export const soThatInOrderTo: TopicDef = makeTopic(copy, { target: 700, build: items });

import { authoredItems, type Line } from '../../core/authored-lines.ts';
import { d, type Item, makeTopic, type Wrong } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { ONE } from '../verb/authored.ts';
import copy from './relative-adverbs-where-when-why.json' with { type: 'json' };

/**
 * Where / when / why (the relative adverbs: in which, at which time, for which) vs which. The clause after
 * the gap decides: when it is complete (the town ___ I was born, the day ___ we met, the reason ___ she
 * left), the adverb that fits the head is right and "which" is wrong; when it lacks its subject or object
 * or ends with a preposition (the museum ___ we visited, the day ___ changed my life, the town ___ I was
 * born in), "which" is right and the adverb is wrong. "That" is never offered: it is right in both kinds
 * (the day that we met, the reason that she left). Heads where "where" is said of a time (a moment, a
 * situation, a stage) and clauses ending in "from" (the village where I come from) are left out.
 */

const WHERE: readonly Line[] = [
  ['where', 'Every summer, {S} {v:visit} the village ___ [[{pron} grew up]]'],
  ['where', 'This is the hospital ___ [[{S} {was} born]]'],
  ['where', '{S} found a café ___ [[you can work in peace]]'],
  ['where', '{S} {v:know} a shop ___ [[you can buy real Ukrainian bread]]'],
  ['where', '{S} stayed in a hotel ___ [[the staff spoke five languages]]'],
  ['where', '{S} {v:work} in an office ___ [[nobody talks before ten]]'],
  ['where', '{S} went back to the beach ___ [[{pron} had lost {poss} ring]]'],
  ['where', '{S} {v:live} in a street ___ [[there are no shops]]'],
  ['where', 'The park ___ [[{S} {v:run} every morning]] is closed for repairs'],
  ['where', '{S} often {v:think} about the town ___ [[{pron} spent {poss} childhood]]'],
  ['where', '{S} looked for a quiet corner ___ [[{pron} could read]]'],
  ['where', 'The restaurant ___ [[{S} had {poss} first date]] has closed'],
  ['where', '{S} moved to a city ___ [[nobody knew {obj}]]'],
  ['where', 'Is there a room ___ [[{S} can change {poss} clothes]]?'],
  ['where', '{S} found a library ___ [[students can study until midnight]]'],
  ['where', 'The factory ___ [[{S} used to work]] is now a museum'],
  ['where', '{S} showed the children the tree ___ [[{pron} had built a treehouse]] as a child'],
  ['where', '{S} {v:want} to live somewhere ___ [[it is warm all year]]'],
  ['where', 'The market ___ [[{S} {v:buy} {poss} vegetables]] is open on Saturdays'],
];

const WHEN: readonly Line[] = [
  ['when', '{S} still {v:remember} the day ___ [[{pron} started school]]'],
  ['when', '{S} {was} born in the year ___ [[the war ended]]'],
  ['when', "Do you remember the summer ___ [[it didn't rain at all]]?"],
  ['when', 'Sunday is the only day ___ [[{S} can sleep late]]'],
  ['when', '{S} {v:love} the evenings ___ [[the whole family has dinner together]]'],
  ['when', 'There was a time ___ [[{S} walked to work every day]]'],
  ['when', '{S} met {poss} best friend in the week ___ [[{pron} moved to Kyiv]]'],
  ['when', 'That was the night ___ [[{S} lost {poss} keys]]'],
  ['when', '{S} often {v:talk} about the year ___ [[{pron} lived in Canada]]'],
  ['when', 'Friday is the day ___ [[{S} usually {v:do} the shopping]]'],
  ['when', '{S} {v:miss} the days ___ [[{pron} had no phone]]'],
  ['when', 'In the week ___ [[{S} started {poss} new job]], it snowed every day'],
  ['when', 'August is the month ___ [[most people take their holidays]]'],
  ['when', '{S} {v:remember} the winter ___ [[the river froze]]'],
  ['when', 'Spring is the time of year ___ [[{S} {v:start} working in the garden]]'],
  ['when', 'Saturday morning is the only time ___ [[{S} {v:go} swimming]]'],
  ['when', '{S} left Kyiv in the autumn ___ [[{poss} daughter was born]]'],
  ['when', 'There are days ___ [[{S} {v:want} to stay in bed]]'],
  ['when', '{S} will never forget the evening ___ [[the lights went out in the whole city]]'],
];

const WHY: readonly Line[] = [
  ['why', '{S} never told anyone the reason ___ [[{pron} left the job]]'],
  ['why', 'Nobody knows the reason ___ [[{S} moved to Poland]]'],
  ['why', 'That is the main reason ___ [[{S} {v:cycle} to work]]'],
  ['why', '{S} explained the reason ___ [[{pron} {was} late]]'],
  ['why', "Is there any reason ___ [[{S} can't come tomorrow]]?"],
  ['why', 'Can you tell me the reason ___ [[the train is late]]?'],
  ['why', 'Money is one reason ___ [[{S} {v:work} at weekends]]'],
  ['why', '{S} finally understood the reason ___ [[the shop had closed]]'],
  ['why', 'The sea is the main reason ___ [[{S} {v:love} this town]]'],
  ['why', '{S} asked the reason ___ [[the flight was cancelled]]'],
  ['why', 'That is exactly the reason ___ [[{S} never {v:eat} fast food]]'],
  ['why', 'There is no reason ___ [[{S} should pay for the damage]]'],
  ['why', "The noise is the reason ___ [[{S} can't sleep]]"],
  ['why', "I'd like to know the reason ___ [[my order hasn't arrived]]"],
  ['why', 'The reason ___ [[{S} {v:get} up so early]] is the long drive to work'],
  ['why', '{S} {v:know} the real reason ___ [[the meeting was cancelled]]'],
  ['why', 'Bad weather was the reason ___ [[the match was stopped]]'],
  ['why', 'One reason ___ [[{S} {v:like} the job]] is the friendly team'],
];

/** The head is a place, a time or a reason, but the clause lacks its subject or object, or ends with a preposition → which. */
const WHICH: readonly Line[] = [
  ['which', 'The museum ___ [[{S} visited]] in Paris was amazing'],
  ['which', '{S} still {v:remember} the day ___ [[changed]] {poss} life'],
  ['which', "{S} didn't believe the reason ___ [[the manager gave]]"],
  ['which', 'This is the town ___ [[{S} {was} born in]]'],
  ['which', 'The hotel ___ [[{S} stayed at]] was right next to the sea'],
  ['which', '{S} bought a house ___ [[has]] a big garden'],
  ['which', 'The city ___ [[{S} {v:like}]] most is Lviv'],
  ['which', 'Summer is the season ___ [[{S} {v:like}]] best'],
  ['which', 'The café ___ [[opened]] last month is always full'],
  ['which', '{S} forgot the name of the street ___ [[{pron} lived on]]'],
  ['which', 'The weekend ___ [[{S} spent]] in the mountains was wonderful'],
  ['which', 'The school ___ [[{S} went to]] has closed'],
  ['which', 'The flat ___ [[{S} rented]] last year had no heating'],
  ['which', 'The year ___ [[followed]] was even harder'],
  ['which', 'The restaurant ___ [[{S} {v:recommend}]] is near the station'],
  ['which', 'The country ___ [[{S} {v:want} to visit]] most is Japan'],
  ['which', 'The reasons ___ [[{S} gave]] for being late were not very convincing'],
  ['which', 'Monday was the day ___ [[{S} had chosen]] for the party'],
  ['which', 'The park ___ [[{S} {v:walk} through]] every morning is very beautiful'],
  ['which', 'The office ___ [[{S} {v:work} in]] has no windows'],
];

/**
 * Issue 16, "the full catalogue": more bases, each its own skeleton, generated after the older lines so
 * their exercise ids stay. Where heads are places you can be in (never a situation, a stage or a case),
 * when heads are times, why heads are "reason"; which lines leave the clause without its subject or object
 * or end it with a preposition (never "from": "the village where I come from" is heard too).
 */
export const GROWN: readonly Line[] = [
  // where
  ['where', '{S} {v:know} a small beach ___ [[there are never any crowds]]'],
  ['where', 'This is the café ___ [[{S} wrote {poss} first novel]]'],
  ['where', 'The pool ___ [[{S} {v:swim}]] opens at six'],
  ['where', '{S} grew up in a village ___ [[everyone knew everyone]]'],
  ['where', 'The station ___ [[{S} {v:change} trains]] is always crowded'],
  ['where', '{S} booked a hotel ___ [[breakfast is served on the roof]]'],
  ['where', '{S} {v:want} a job ___ [[{pron} can use {poss} English]]'],
  ['where', 'The bakery ___ [[{S} {v:get} {poss} bread]] opens at seven'],
  ['where', 'Kharkiv is the city ___ [[{S} studied law]]'],
  ['where', '{S} showed us the room ___ [[{pron} {v:paint} {poss} pictures]]'],
  ['where', 'We visited the house ___ [[the writer lived for twenty years]]'],
  ['where', 'The square ___ [[the Christmas market is held]] is closed today'],
  ['where', '{S} took a photo of the bridge ___ [[{pron} had proposed]]'],
  ['where', '{S} {v:live} in a building ___ [[the lift never works]]'],
  ['where', 'Is there a shop near here ___ [[I can buy a phone charger]]?'],
  ['where', '{S} found a quiet beach ___ [[there were no tourists]]'],
  ['where', '{S} went back to the school ___ [[{pron} had taught for years]]'],
  ['where', 'The hospital ___ [[{S} {v:work}]] needs more nurses'],
  ['where', '{S} {v:dream} of a house ___ [[{pron} can see the sea from every window]]'],
  ['where', 'That is the bench ___ [[{S} always {v:sit} at lunchtime]]'],
  ['where', '{S} {v:prefer} restaurants ___ [[you can talk without shouting]]'],
  ['where', 'The farm ___ [[{S} spent {poss} summers as a child]] has been sold'],
  ['where', '{S} {v:need} a place ___ [[{pron} can leave {poss} bike overnight]]'],
  ['where', 'The shop ___ [[{S} bought {poss} laptop]] has closed down'],
  ['where', '{S} stopped at a petrol station ___ [[nobody spoke English]]'],
  ['where', 'The cinema ___ [[{S} saw {poss} first film]] is now a supermarket'],
  // when
  ['when', '{S} still {v:remember} the morning ___ [[{pron} got the letter from the university]]'],
  ['when', '2014 was the year ___ [[{S} moved to Lviv]]'],
  ['when', '{S} {v:love} the moment ___ [[the plane takes off]]'],
  ['when', 'Tuesday is the day ___ [[{S} {v:have} {poss} piano lesson]]'],
  ['when', '{S} will never forget the night ___ [[the storm broke all the windows]]'],
  ['when', 'Do you remember the time ___ [[we got lost in the forest]]?'],
  ['when', '{S} met {poss} best friend in the year ___ [[{pron} started {poss} first job]]'],
  ['when', 'Evening is the only time ___ [[{S} can relax]]'],
  ['when', '{S} {v:remember} the day ___ [[{pron} passed {poss} driving test]]'],
  ['when', 'December is the month ___ [[the shops are full of people]]'],
  ['when', 'The evening ___ [[{S} arrived in London]], it was raining hard'],
  ['when', 'Winter is the season ___ [[{S} {v:feel} most tired]]'],
  ['when', '{S} got a new job in the year ___ [[{pron} turned forty]]'],
  ['when', '{S} often {v:think} of the summer ___ [[{pron} worked on a farm]]'],
  ['when', 'That was the moment ___ [[{S} decided to become a doctor]]'],
  ['when', '{S} {v:look} forward to the weekends ___ [[{pron} can go hiking]]'],
  ['when', 'Lunchtime is the only time ___ [[{S} can read the news]]'],
  ['when', '{S} finished the report on the day ___ [[it was due]]'],
  ['when', '{S} {was} away in the week ___ [[the new boss arrived]]'],
  ['when', '1991 was the year ___ [[Ukraine became independent]]'],
  ['when', 'Autumn is the time ___ [[{S} {v:pick} apples in the garden]]'],
  ['when', 'The day ___ [[{S} left for university]], it snowed'],
  ['when', '{S} {v:remember} the afternoon ___ [[{pron} first saw the sea]]'],
  ['when', 'Midnight is the time ___ [[the last metro train leaves]]'],
  ['when', '{S} had a fever on the day ___ [[{pron} {was} supposed to fly home]]'],
  // why
  ['why', 'Nobody understood the reason ___ [[{S} sold {poss} car]]'],
  ['why', 'The price is the main reason ___ [[{S} {v:shop} at the market]]'],
  ['why', '{S} didn’t explain the reason ___ [[{pron} needed the money]]'],
  ['why', 'The reason ___ [[{S} {v:walk} to work]] is simple: {pron} {v:enjoy} the exercise'],
  ['why', 'That is one reason ___ [[{S} {v:prefer} trains to planes]]'],
  ['why', 'The police want to know the reason ___ [[the fire started]]'],
  ['why', '{S} finally told us the reason ___ [[{pron} had cancelled the trip]]'],
  ['why', 'Is there a reason ___ [[the shop is closed today]]?'],
  ['why', 'The reason ___ [[{S} {v:learn} English]] is {poss} job'],
  ['why', 'Stress is the main reason ___ [[{S} {v:feel} tired all the time]]'],
  ['why', '{S} asked the doctor the reason ___ [[{poss} knee hurt so much]]'],
  ['why', 'The weather is one reason ___ [[{S} {v:want} to move south]]'],
  ['why', '{S} never found out the reason ___ [[the company closed]]'],
  ['why', 'The manager asked the reason ___ [[{S} {was} late again]]'],
  ['why', 'The reason ___ [[the bus was late]] was an accident on the bridge'],
  ['why', 'Does anybody know the reason ___ [[the lights keep going off]]?'],
  ['why', 'The view is the main reason ___ [[{S} bought the flat]]'],
  ['why', 'That’s not the reason ___ [[{S} left the party early]]'],
  ['why', 'Traffic is the reason ___ [[{S} {v:leave} home at six]]'],
  ['why', 'The reason ___ [[{S} {v:drink} so much coffee]] is {poss} night shifts'],
  ['why', 'Nobody explained the reason ___ [[the road was closed]]'],
  ['why', 'The reason ___ [[{S} {v:speak} Polish]] is that {pron} lived in Warsaw for five years'],
  ['why', 'Low pay is the main reason ___ [[young teachers leave the profession]]'],
  ['why', 'The reason ___ [[{S} {v:get} up so early]] is the dog'],
  // which
  ['which', 'The beach ___ [[{S} {v:like}]] best is on the other side of the island'],
  ['which', 'The restaurant ___ [[{S} chose]] for the party was too noisy'],
  ['which', 'The day ___ [[had started]] so badly ended with a party'],
  ['which', 'The summer ___ [[{S} spent]] in Odesa was the best of {poss} life'],
  ['which', 'The town ___ [[{S} grew up in]] has changed a lot'],
  ['which', '{S} didn’t accept the reason ___ [[the bank gave]] for the delay'],
  ['which', 'The street ___ [[leads]] to the station is closed'],
  ['which', 'The museum ___ [[{S} {v:want} to see]] is closed on Mondays'],
  ['which', 'The café ___ [[{S} {v:go} to]] every morning has great coffee'],
  ['which', 'The office ___ [[{S} {v:share}]] with three colleagues is very small'],
  ['which', 'The hospital ___ [[was built]] last year has the newest equipment'],
  ['which', 'The evening ___ [[{S} had planned]] for weeks was a disaster'],
  ['which', 'The country ___ [[{S} {v:know}]] best is Poland'],
  ['which', 'The house ___ [[{S} {v:live} in]] is over a hundred years old'],
  ['which', 'The island ___ [[{S} {v:love}]] most has no cars'],
  ['which', 'The shop ___ [[sells]] the best bread is closed today'],
  ['which', 'The bridge ___ [[{S} {v:cross}]] every day is being repaired'],
  ['which', 'The moment ___ [[{S} had been waiting for]] finally came'],
  ['which', 'The park ___ [[is]] next to the station is full of dogs'],
  ['which', 'The week ___ [[{S} spent]] at the seaside went by too fast'],
  ['which', 'The city ___ [[{S} moved to]] after university was Kyiv'],
  ['which', 'The hotel ___ [[{S} {v:recommend}]] is fully booked'],
  ['which', 'The morning ___ [[{S} had worried about]] went well'],
  ['which', 'The flat ___ [[{S} {v:rent}]] has a balcony'],
  ['which', 'The road ___ [[goes]] past the lake is very narrow'],
  ['which', 'The station ___ [[{S} arrived at]] was completely empty'],
];

const ADVERB_NEEDS: Record<string, string> = { where: 'place', when: 'time', why: 'reason' };

/** The head noun before the gap ("the day", "a café"): the two words before it. */
const headOf = (text: string): string =>
  (text.split(' ___')[0] ?? '')
    .split(/\s+/)
    .slice(-2)
    .join(' ')
    .replace(/^[A-Z]/, (c) => c.toLowerCase());

/** Which adverb a head would take (the day → when), for the "which" lines' wrong adverb. */
function adverbFor(head: string): 'where' | 'when' | 'why' {
  if (/\b(day|year|weekend|summer|season|time|month|week|evening|moment|night|morning)$/.test(head))
    return 'when';
  if (/\b(reason|reasons)$/.test(head)) return 'why';
  return 'where';
}

function items(rng: Rng): Item[] {
  return authoredItems(
    rng,
    'rel-adv',
    [...WHERE, ...WHEN, ...WHY, ...WHICH, ...GROWN],
    () => ONE,
    5,
    (key, text, cue) => {
      const head = headOf(text);
      if (key === 'which') {
        const adverb = adverbFor(head);
        const preposition = /\b(in|at|on|to|through|for)$/.exec(cue)?.[1];
        const wrong: Wrong[] = [
          preposition
            ? d(adverb, 'relative-adverb-with-preposition', { head, preposition })
            : d(adverb, 'adverb-for-relative-pronoun', { head }),
          d('who', 'who-for-thing', { head }),
        ];
        return { wrong, ruleId: 'which-subject-object' };
      }
      const needs = ADVERB_NEEDS[key] ?? 'place';
      // Never where after a time ("There are days where I want to stay in bed" is heard, review of issue
      // 16) nor when after a place (it reads as a time clause: "went back to the beach when she had lost
      // her ring"): the wrong adverb is why, which fits no place or time, and where after a reason.
      const other = key === 'why' ? 'where' : 'why';
      return {
        wrong: [
          d('which', 'which-for-relative-adverb', { head }),
          d(other, 'wrong-relative-adverb', { head, needs }),
        ],
        ruleId: `${key}-relative`,
      };
    },
  );
}

export const relativeAdverbsTopic: TopicDef = makeTopic(copy, { target: 780, build: items });

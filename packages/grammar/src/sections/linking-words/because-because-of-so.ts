import { d, finish, type Item, makeTopic } from '../../engine.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './because-because-of-so.json' with { type: 'json' };
import { formMismatch, gapItem } from './gap.ts';
import { fill, forTwoPeople, linkerSlot, PEOPLE, wordsAfterGap } from './people.ts';

/**
 * because + clause (a reason), because of + noun (a reason), so + clause (a result). One base is one
 * cause and its result: [the cause as a clause, the cause as a noun phrase (or null), the result]. The
 * order and what follows the gap force the word: result ___ clause → because; result ___ noun → because
 * of; cause, ___ result → so. "as" and "since" are never offered (both would give a reason too). A
 * result that could also cause its cause is left out ("He spoke quietly so the baby was sleeping" reads as a
 * result), so "so" stays wrong in the because items.
 */
interface Cause {
  clause: string;
  noun: string | null;
  result: string;
  who?: readonly Subject[];
}
const C = (clause: string, noun: string | null, result: string): Cause => ({ clause, noun, result });
const W = (c: Cause, who: readonly Subject[]): Cause => ({ ...c, who });
/** One person: an illness, a passport, a broken leg are one person's. */
const ONE = PEOPLE.filter((p) => p.person === '1sg' || p.person === '3sg');

const CAUSES: Cause[] = [
  C('it was raining', 'the rain', '{X} stayed at home'),
  C('the roads were icy', 'the icy roads', '{X} drove very slowly'),
  W(C('{X} {was} ill', '{poss} illness', "{X} didn't go to work"), ONE),
  C('the traffic was heavy', 'the heavy traffic', '{X} {was} late for the meeting'),
  C('the train drivers were on strike', 'the strike', "the trains weren't running"),
  C('{X} {was} very tired', null, '{X} went to bed early'),
  C('the music was too loud', 'the loud music', "{X} couldn't hear anything"),
  C('the flight was cancelled', 'the cancelled flight', '{X} spent the night at the airport'),
  C('the tickets were too expensive', 'the high price of the tickets', "{X} didn't go to the concert"),
  C('there was a lot of snow', 'the snow', 'the school was closed'),
  W(C('{X} had a bad cold', '{poss} bad cold', '{X} stayed in bed'), ONE),
  C('the film was boring', null, '{X} left before the end'),
  C('the shop was closed', null, "{X} couldn't buy any bread"),
  C('there was thick fog', 'the thick fog', "the plane couldn't land"),
  C('there were roadworks on the bridge', 'the roadworks', '{X} took a different route'),
  C('the wind was very strong', 'the strong wind', 'the match was cancelled'),
  C('{X} missed the bus', null, '{X} {was} late for work'),
  C('the restaurant was full', null, '{X} had dinner at home'),
  C('the power went off', 'the power cut', "{X} couldn't finish the report"),
  C('the coffee was too hot', null, "{X} couldn't drink it"),
  C('the water was too cold', 'the cold water', "{X} didn't go swimming"),
  C('the queue was very long', 'the long queue', '{X} decided to come back later'),
  C("the printer wasn't working", null, "{X} couldn't print the tickets"),
  W(C('{X} broke {poss} leg', '{poss} broken leg', "{X} couldn't go skiing"), ONE),
  C('the bus drivers were on strike', 'the bus strike', '{X} walked to work'),
  C('it was very hot', 'the heat', '{X} stayed inside all afternoon'),
  C("the lift wasn't working", 'the broken lift', '{X} took the stairs'),
  W(C('{X} forgot {poss} passport', null, '{X} missed the flight'), ONE),
  W(C('{poss} phone battery was dead', null, "{X} couldn't call anyone"), ONE),
  C('the museum was closed for repairs', 'the repairs', '{X} went to the park instead'),
  C('the road was flooded', 'the flood', "{X} couldn't get to the village"),
  C('the internet was down', null, "{X} couldn't send the email"),
  W(C('{X} {was} hungry', null, '{X} made a sandwich'), ONE),
  C('the shoes were too small', null, '{X} took them back to the shop'),
  C('the bread was stale', null, '{X} threw it away'),
  // The river once only: "pollution in the river, so … didn't swim in the river" said it twice (review 1601).
  C('the water was badly polluted', 'the pollution', "{X} didn't swim in the river"),
  C('there was a storm', 'the storm', 'all the flights were cancelled'),
  C('{X} arrived late', null, '{X} missed the start of the film'),
  C('the train was delayed', 'the delay', '{X} missed {poss} connection'),
  W(C('the heating was broken', 'the broken heating', '{X} wore {poss} coat in the office'), ONE),
  C('there were huge crowds', 'the crowds', "{X} couldn't see the stage"),
  C("{X} didn't have enough money", null, "{X} didn't buy the car"),
  C('the exam was very difficult', null, 'many students failed'),
  W(C('{X} had a headache', '{poss} headache', '{X} left the party early'), ONE),
  C('the sea was rough', 'the rough sea', 'the boat trip was cancelled'),
  C('{X} wanted to save money', null, '{X} cooked at home every day'),
  C('the car broke down', null, '{X} {was} two hours late'),
  C('it was dark', 'the darkness', "{X} couldn't read the signs"),
  C('the cat was hungry', null, 'it woke me up at five'),
  W(C('{X} had lived in Spain for years', null, '{X} spoke excellent Spanish'), ONE),
  C('the neighbours were having a party', "the neighbours' party", "{X} couldn't sleep"),
  W(C('{X} ate too much cake', null, '{X} felt sick'), ONE),
  C('the bakery had no bread left', null, '{X} bought some rolls instead'),
  C('the concert was sold out', null, '{X} watched it online'),
  C('the battery was low', 'the low battery', 'the camera switched off'),
  C('the hotel was fully booked', null, '{X} stayed with friends'),
  C('the paths were muddy', 'the mud', '{X} wore boots'),
  C('the bus was full', null, '{X} waited for the next one'),
  C('the milk was off', null, '{X} had black coffee'),
  C('the weather was lovely', 'the lovely weather', '{X} had lunch in the garden'),
  W(C('{X} had an early flight', '{poss} early flight', '{X} got up at four'), ONE),
  C('the soup was too salty', null, "{X} didn't finish it"),
  C('the room was very dark', null, '{X} turned on the light'),
  C('the meeting was cancelled', null, '{X} went home early'),
  C('the beach was dirty', null, '{X} went to another one'),
  C(
    'there was an accident on the motorway',
    'an accident on the motorway',
    '{X} {was} stuck in traffic for two hours',
  ),
  // Issue 16: more causes, each its own skeleton; no result that could also cause its cause.
  C('the pool was closed', null, '{X} went for a run instead'),
  C('there was a long delay at the border', 'the long delay at the border', '{X} arrived after midnight'),
  C('the tea was too sweet', null, '{X} asked for another cup'),
  C('the lake had frozen', null, '{X} went skating'),
  C('the path was very narrow', null, '{X} walked very carefully'),
  C('there was a heatwave', 'the heatwave', '{X} slept with the windows open'),
  C('the supermarket was very busy', 'the crowds in the supermarket', '{X} shopped online'),
  W(C('{X} had toothache', '{poss} toothache', '{X} went to the dentist'), ONE),
  C('the ferry was cancelled', 'the cancelled ferry', '{X} spent another night on the island'),
  C('the fridge was empty', null, '{X} ordered a pizza'),
  C('there was a thunderstorm', 'the thunderstorm', 'the concert in the park was cancelled'),
  C('the hotel was too noisy', 'the noise in the hotel', '{X} checked out after one night'),
  W(C('{X} had a sore throat', '{poss} sore throat', "{X} didn't sing in the choir"), ONE),
  C('the tickets were cheap', 'the cheap tickets', '{X} went to the theatre twice'),
  C('the river was too deep', null, "{X} couldn't walk across"),
  C('the bus was late', null, '{X} missed the first lesson'),
  C('the shop had a sale', 'the sale', '{X} bought three pairs of jeans'),
  C('the sun was very bright', 'the bright sun', '{X} wore sunglasses'),
  W(C('{X} lost {poss} keys', null, '{X} waited outside for an hour'), ONE),
  C('the road was closed', null, '{X} took the long way home'),
  C('the soup was cold', null, '{X} complained to the waiter'),
  C('the library was closed', null, '{X} worked at home'),
  C('the trains were delayed', 'the delays', '{X} worked from home'),
  C('there was a power cut', 'the power cut', '{X} had dinner by candlelight'),
  C('the weather was terrible', 'the terrible weather', '{X} stayed at home all weekend'),
  C('the mountain path was icy', 'the ice on the path', '{X} turned back'),
  W(C('{X} had a fever', '{poss} fever', '{X} stayed in bed all day'), ONE),
  C('the water in the tap was brown', null, '{X} bought bottled water'),
  C('the car park was full', null, '{X} parked in the next street'),
  C('the instructions were in Chinese', null, '{X} asked a friend for help'),
  C('the bridge was closed for repairs', 'the repairs to the bridge', '{X} took the ferry'),
  C('the cinema was almost empty', null, '{X} could sit anywhere'),
  C('there was a fire drill', 'the fire drill', 'the meeting started late'),
  C('the cake was burnt', null, '{X} served ice cream instead'),
  C('the air was very dry', 'the dry air', '{X} bought a humidifier'),
  C('the streets were flooded', 'the floods', "the buses weren't running"),
  C('the waiter was very rude', null, "{X} didn't leave a tip"),
  W(C('{X} had a job interview', '{poss} job interview', '{X} wore a suit'), ONE),
  C('the mosquitoes were terrible', 'the mosquitoes', '{X} slept under a net'),
  C('the flat was too small', null, '{X} moved to a house'),
  C('the taxi was very expensive', 'the cost of the taxi', '{X} took the bus'),
  W(C('{X} had a broken arm', '{poss} broken arm', "{X} couldn't drive"), ONE),
  C('it was a public holiday', 'the public holiday', 'the banks were closed'),
  C('the road was full of holes', null, '{X} drove very carefully'),
  C('there was a strong smell of gas', 'the smell of gas', '{X} called the emergency services'),
  C('the milk had gone sour', null, '{X} had black tea'),
  C('the price of petrol went up', 'the higher price of petrol', '{X} started cycling to work'),
  C('the apples were ripe', null, '{X} spent the day in the orchard'),
  C('the restaurant was too loud', 'the noise', '{X} ate outside on the terrace'),
  C('the laptop was very slow', null, '{X} worked on the office computer'),
  C('the wifi was terrible', 'the terrible wifi', '{X} read a book instead'),
  W(C('{X} had a bad back', '{poss} bad back', "{X} didn't lift the boxes"), ONE),
  C('the sea was too cold', null, '{X} swam in the hotel pool'),
  C('the snow was very deep', 'the deep snow', "{X} couldn't open the front door"),
  C('the lecture was really interesting', null, '{X} stayed for the questions'),
  C('the wind blew the tent down', null, '{X} slept in the car'),
  C('the plane was delayed', 'the delay', '{X} had dinner at the airport'),
  C('the ice cream was melting', null, '{X} had to eat fast'),
  C('the jacket was too expensive', 'the price', '{X} left the shop without buying anything'),
];

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  forTwoPeople(
    rng,
    CAUSES,
    (c) => `${c.clause} ${c.result}`,
    (c, i, s, k) => {
      const skeleton = `because-so:${i}`;
      // The linker opens the sentence or follows the result; at the start it takes a capital.
      const { at, gapBefore } = linkerSlot((i + k) % 2 === 0, c.result, s);
      // because + clause
      {
        const text = gapBefore(c.clause);
        const wrong = [
          formMismatch(at('because of'), 'noun', 'clause'),
          d(at('so'), 'linker-meaning-mismatch', { given: 'result', needed: 'reason' }),
        ];
        out.push(gapItem(text, at('because'), wrong, 'because', wordsAfterGap(text), skeleton));
      }
      // because of + noun
      if (c.noun) {
        const text = gapBefore(c.noun);
        const wrong = [
          formMismatch(at('because'), 'clause', 'noun'),
          formMismatch(at('so'), 'clause', 'noun'),
        ];
        out.push(gapItem(text, at('because of'), wrong, 'because-of', wordsAfterGap(text), skeleton));
      }
      // cause, so + result
      {
        const text = finish(fill(`${c.clause}, ___ ${c.result}`, s));
        const wrong = [
          d('because', 'linker-meaning-mismatch', { given: 'reason', needed: 'result' }),
          formMismatch('because of', 'noun', 'clause'),
        ];
        out.push(gapItem(text, 'so', wrong, 'so', wordsAfterGap(text, 4), skeleton));
      }
    },
  );
  return out;
}

export const becauseBecauseOfSo: TopicDef = makeTopic(copy, { target: 700, build: items });

import { d, type Item, makeTopic, type Wrong } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './even-though-even-if.json' with { type: 'json' };
import { otherMeaning } from './gap.ts';
import { type Line, lineItems, ln } from './lines.ts';

/**
 * even though (a real fact, and a surprising result) vs even if (whether or not: something imagined or
 * uncertain, and the result is the same) vs even alone (an adverb that cannot join two clauses). The
 * even-though lines state facts the speaker knows, often with still / anyway or a detail only a fact has
 * (I’ve lived here for ten years); the even-if lines are about the future, would, or "whatever happens".
 * Although is not offered: it fits every even-though line (both are right there).
 */
const THOUGH: Line[] = [
  ln(
    '___ {S} had never cooked for twenty people before, the dinner was a great success.',
    'even though',
    'had never cooked',
  ),
  ln('{S} went to the party ___ {pron} didn’t know anyone there.', 'even though', 'didn’t know anyone'),
  ln(
    '___ {S} {has} lived in England for years, {pron} still {v:miss} Ukrainian food.',
    'even though',
    'for years',
  ),
  ln('{S} bought the shoes ___ they were too small.', 'even though', 'too small'),
  ln(
    '___ {S} {has} lived here for ten years, {pron} still {v:get} lost in the old town.',
    'even though',
    '{has} lived here',
  ),
  ln(
    '{S} went to work yesterday ___ {pron} had a high temperature.',
    'even though',
    'had a high temperature',
  ),
  ln(
    '___ {S} left home at seven, {pron} {was} still late for the meeting.',
    'even though',
    'left home at seven',
  ),
  ln(
    '{S} failed the driving test ___ {pron} had practised every day for a month.',
    'even though',
    'had practised',
  ),
  ln(
    '___ it was snowing heavily this morning, the children went out to play.',
    'even though',
    'it was snowing',
  ),
  ln('{S} bought the coat ___ it was far too expensive.', 'even though', 'it was far too expensive'),
  ln('___ {S} {is} only twelve, {pron} {v:speak} three languages.', 'even though', 'only twelve'),
  ln(
    '{S} didn’t get the job ___ {pron} had all the right qualifications.',
    'even though',
    'had all the right qualifications',
  ),
  ln(
    '___ the restaurant was half empty, we had to wait forty minutes for a table.',
    'even though',
    'was half empty',
  ),
  ln('{S} still {v:smoke} ___ the doctor has told {obj} to stop.', 'even though', 'has told'),
  ln('___ {S} had a map, {pron} got lost twice.', 'even though', 'had a map'),
  ln('{S} kept working ___ it was almost midnight.', 'even though', 'it was almost midnight'),
  ln('___ {S} said sorry, {poss} friend is still angry.', 'even though', 'said sorry'),
  ln('{S} finished the marathon ___ {pron} had hurt {poss} ankle at the start.', 'even though', 'had hurt'),
  ln('___ the film had great reviews, we found it boring.', 'even though', 'had great reviews'),
  ln('{S} went swimming this morning ___ the water was freezing.', 'even though', 'the water was freezing'),
  ln(
    '___ {S} {v:earn} a good salary, {pron} never {v:have} any money at the end of the month.',
    'even though',
    'a good salary',
  ),
  ln('{S} stayed calm ___ everyone around {obj} was shouting.', 'even though', 'everyone around'),
  ln('___ {S} had set two alarms, {pron} overslept.', 'even though', 'had set two alarms'),
  ln(
    '{S} lent {poss} cousin the money ___ {pron} knew {pron} would never see it again.',
    'even though',
    'knew',
  ),
  ln(
    '___ we booked months ago, the hotel had no record of our reservation.',
    'even though',
    'booked months ago',
  ),
  ln('{S} laughed at the joke ___ {pron} had heard it many times before.', 'even though', 'had heard it'),
  ln('___ the shop was closing, the assistant helped us find a present.', 'even though', 'was closing'),
  ln('{S} walked home last night ___ it was pouring with rain.', 'even though', 'it was pouring'),
  ln('___ {S} {was} exhausted last night, {pron} couldn’t sleep.', 'even though', 'exhausted'),
  ln('{S} passed the exam ___ {pron} missed half of the lessons.', 'even though', 'missed half'),
  ln('___ the tickets cost a fortune, the concert was sold out in an hour.', 'even though', 'cost a fortune'),
  ln('{S} ate the whole pizza ___ {pron} {was} on a diet.', 'even though', 'on a diet'),
  ln('___ {S} {has} a car, {pron} {v:cycle} to work every day.', 'even though', '{has} a car'),
  ln('{S} {is} still hungry ___ {pron} had a big lunch.', 'even though', 'had a big lunch'),
];

const IF: Line[] = [
  ln('___ {S} {v:get} up at five, {pron} won’t be ready in time.', 'even if', 'won’t be ready'),
  ln('{S} would never leave Kyiv ___ {pron} got a job abroad.', 'even if', 'would never leave'),
  ln('{S} wouldn’t take that job ___ they paid {obj} twice as much.', 'even if', 'twice as much'),
  ln('___ it rains tomorrow, the match will go ahead.', 'even if', 'rains tomorrow'),
  ln('{S} wouldn’t sell that painting ___ someone offered {obj} a million.', 'even if', 'offered'),
  ln('___ {S} {v:leave} now, {pron} won’t catch the last train.', 'even if', 'won’t catch'),
  ln('I’m going to the party ___ nobody else goes.', 'even if', 'nobody else goes'),
  ln('{S} wouldn’t eat snails ___ {pron} were starving.', 'even if', 'were starving'),
  ln(
    '{S} will finish this report tonight ___ it takes until midnight.',
    'even if',
    'it takes until midnight',
  ),
  ln('___ {S} had more money, {pron} wouldn’t buy a bigger car.', 'even if', 'wouldn’t buy'),
  ln('Don’t tell anyone ___ they ask you directly.', 'even if', 'they ask you'),
  ln('{S} won’t change {poss} mind ___ you beg {obj}.', 'even if', 'won’t change'),
  ln('{S} would still love this city ___ it rained every day.', 'even if', 'rained every day'),
  ln('___ {S} {v:study} all night, {pron} won’t learn all of this by Monday.', 'even if', 'won’t learn'),
  ln('Keep the door locked ___ someone says they are from the gas company.', 'even if', 'says they are'),
  ln('{S} would never work there ___ they doubled {poss} salary.', 'even if', 'would never work'),
  ln('I’ll call you when I land, ___ it’s very late.', 'even if', 'it’s very late'),
  ln('{S} wouldn’t go back to that hotel ___ it were free.', 'even if', 'were free'),
  ln('___ you say sorry now, {S} won’t forgive you.', 'even if', 'won’t forgive'),
  ln('{S} would still be late ___ {pron} took a taxi.', 'even if', 'would still be late'),
  ln(
    '{S} {is} going to run the marathon ___ {pron} {v:have} to walk the last ten kilometres.',
    'even if',
    'to walk the last',
  ),
  ln('___ {S} won the lottery, {pron} would carry on working.', 'even if', 'would carry on'),
  ln('Always wear a helmet, ___ you’re only going to the shop.', 'even if', 'only going'),
  ln('{S} won’t be able to come ___ the meeting is moved to Friday.', 'even if', 'won’t be able'),
  ln('___ you don’t feel like it, try to go for a short walk every day.', 'even if', 'don’t feel like it'),
  ln('{S} would never lie to you, ___ the truth hurt.', 'even if', 'would never lie'),
  ln('___ we leave right now, we’ll be late.', 'even if', 'we’ll be late'),
  ln('{S} will pass the exam easily ___ {pron} {v:do} no more revision.', 'even if', 'will pass'),
  ln('___ {S} asked nicely, the manager wouldn’t give {obj} a refund.', 'even if', 'wouldn’t give'),
];

/** Issue 16: more lines, appended after the first two lists so their skeleton ids stay as they were. */
const THOUGH_MORE: Line[] = [
  ln('{S} went swimming yesterday ___ the water was freezing.', 'even though', 'the water was freezing'),
  ln(
    '___ {S} had booked a table, {pron} waited half an hour to sit down.',
    'even though',
    'had booked a table',
  ),
  ln('{S} finished the marathon last Sunday ___ {pron} had hurt {poss} ankle.', 'even though', 'had hurt'),
  ln('___ {S} had set three alarms, {pron} overslept this morning.', 'even though', 'had set three alarms'),
  ln('{S} passed the exam last June ___ {pron} had hardly studied.', 'even though', 'had hardly studied'),
  ln('{S} ate the whole pizza last night ___ {pron} {was}n’t hungry.', 'even though', 'hungry'),
  ln('___ {S} had lived in Paris for two years, {pron} never learnt French.', 'even though', 'for two years'),
  ln('{S} took the new job last month ___ the salary was lower.', 'even though', 'the salary was lower'),
  ln('___ it was raining heavily last night, {S} walked home.', 'even though', 'was raining heavily'),
  ln('{S} stayed up until two ___ {pron} had an exam the next morning.', 'even though', 'had an exam'),
  ln('___ {S} had apologised twice, {poss} friend was still angry.', 'even though', 'had apologised twice'),
  ln('{S} kept smiling at the wedding ___ {pron} felt terrible.', 'even though', 'felt terrible'),
  ln('___ the flight was six hours late, {S} got to the meeting in time.', 'even though', 'six hours late'),
  ln('{S} drove to the coast last weekend ___ the roads were icy.', 'even though', 'the roads were icy'),
  ln('___ {S} had never played golf before, {pron} won the match.', 'even though', 'had never played'),
  ln('{S} bought a new phone last week ___ the old one worked perfectly.', 'even though', 'worked perfectly'),
  ln(
    '{S} went to the office on Saturday ___ nobody had asked {obj} to come in.',
    'even though',
    'nobody had asked',
  ),
  ln(
    '___ {S} had read the book twice, {pron} didn’t understand the ending.',
    'even though',
    'had read the book twice',
  ),
];

const IF_MORE: Line[] = [
  ln('___ {S} {v:run}, {pron} won’t catch the bus now.', 'even if', 'won’t catch the bus'),
  ln('{S} wouldn’t live in a big city ___ {pron} were paid twice as much.', 'even if', 'wouldn’t live'),
  ln('{S} will go for a walk tomorrow ___ it snows.', 'even if', 'tomorrow'),
  ln('{S} would never cheat in an exam ___ {pron} knew nobody would see.', 'even if', 'would never cheat'),
  ln('___ {S} {v:take} a taxi, {pron} won’t get there before the doors close.', 'even if', 'won’t get there'),
  ln('{S} will keep the secret ___ everyone asks {obj} about it.', 'even if', 'will keep the secret'),
  ln('{S} would still help you ___ you didn’t pay {obj}.', 'even if', 'would still help'),
  ln(
    '{S} wouldn’t move to the country ___ {pron} were offered a bigger house there.',
    'even if',
    'wouldn’t move',
  ),
  ln('___ {S} had a free day, {pron} wouldn’t spend it shopping.', 'even if', 'wouldn’t spend'),
  ln('{S} won’t sell the car ___ someone offers {obj} a good price.', 'even if', 'won’t sell'),
  ln('{S} would never give up coffee ___ the doctor told {obj} to stop.', 'even if', 'would never give up'),
  ln('___ it’s sunny on Saturday, {S} won’t go to the beach.', 'even if', 'won’t go to the beach'),
  ln('{S} would still buy this house ___ it cost twice as much.', 'even if', 'would still buy'),
  ln('{S} won’t be home before nine ___ the meeting ends on time.', 'even if', 'won’t be home'),
  ln('___ {S} {v:hurry}, {pron} won’t finish the test in time.', 'even if', 'won’t finish'),
  ln('{S} wouldn’t go skydiving ___ someone paid {obj}.', 'even if', 'wouldn’t go skydiving'),
  ln('{S} will call you tomorrow ___ {pron} {v:have} a lot of work.', 'even if', 'will call you'),
  ln(
    '{S} would never borrow money from friends ___ {pron} had no money at all.',
    'even if',
    'would never borrow',
  ),
];

const MEANING: Record<string, string> = { 'even though': 'fact', 'even if': 'hypothesis' };
const otherLinker = otherMeaning(MEANING);

function items(rng: Rng): Item[] {
  return lineItems(
    rng,
    'even-though-even-if',
    [...THOUGH, ...IF, ...THOUGH_MORE, ...IF_MORE],
    (key): Wrong[] => [
      ...otherLinker(key),
      d('even', 'linker-meaning-mismatch', { given: 'adverb-even', needed: MEANING[key] ?? '' }),
    ],
    (key) => (key === 'even though' ? 'even-though' : 'even-if'),
  );
}

export const evenThoughEvenIf: TopicDef = makeTopic(copy, { target: 800, build: items });

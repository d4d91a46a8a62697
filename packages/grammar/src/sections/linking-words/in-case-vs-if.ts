import { type Item, makeTopic } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { otherMeaning } from './gap.ts';
import copy from './in-case-vs-if.json' with { type: 'json' };
import { type Line, lineItems, ln } from './lines.ts';

/**
 * in case (a precaution taken beforehand, for something that may happen later) vs if (a condition: the
 * main part happens only when this is true). The in-case lines are precautions whose "if" reading is
 * illogical: the action must come first (write the number down in case you forget it; took a coat in
 * case it got cold, in the past). The if lines are consequences, never preparations: a result that
 * follows (ice melts if you heat it), a reaction, a second or third conditional with would, so the US
 * "in case" = "if" (in case of fire) cannot fit either. "Take an umbrella if/in case it rains" style
 * lines, where both are English with two meanings, are left out.
 */
const IN_CASE: Line[] = [
  ln('{S} saved {poss} work every ten minutes ___ the laptop crashed.', 'in case', 'every ten minutes'),
  ln('{S} wrote the password on a piece of paper ___ {pron} forgot it.', 'in case', 'wrote the password'),
  ln(
    '{S} took a phone charger to the hospital ___ {pron} had to stay the night.',
    'in case',
    'a phone charger',
  ),
  ln('{S} photographed the parking ticket ___ {pron} lost it.', 'in case', 'photographed'),
  ln('{S} booked the table a week early ___ the restaurant got busy.', 'in case', 'a week early'),
  ln('{S} packed a spare shirt ___ {pron} spilt something at lunch.', 'in case', 'a spare shirt'),
  ln('{S} left a note on the door ___ the courier came while {pron} {was} out.', 'in case', 'left a note'),
  ln('{S} wrote down the address ___ {pron} forgot it.', 'in case', 'wrote down'),
  ln(
    '{S} took a warm jumper to the concert last night ___ it got cold later.',
    'in case',
    'took a warm jumper',
  ),
  ln('{S} saved a copy of the file ___ the computer crashed.', 'in case', 'saved a copy'),
  ln('{S} left home early this morning ___ there was traffic on the bridge.', 'in case', 'left home early'),
  ln('{S} packed some snacks for the journey ___ the children got hungry.', 'in case', 'packed some snacks'),
  ln('{S} took an extra bottle of water ___ {pron} got thirsty on the hike.', 'in case', 'an extra bottle'),
  ln('{S} gave {poss} neighbour a spare key ___ {pron} lost {poss} own.', 'in case', 'a spare key'),
  ln(
    '{S} charged {poss} phone before the trip ___ there were no sockets on the train.',
    'in case',
    'charged',
  ),
  ln('{S} printed the tickets ___ {poss} phone died.', 'in case', 'printed the tickets'),
  ln(
    '{S} took some cash to the market yesterday ___ the stalls didn’t accept cards.',
    'in case',
    'took some cash',
  ),
  ln('{S} set two alarms ___ {pron} slept through the first one.', 'in case', 'set two alarms'),
  ln('{S} booked a hotel near the airport ___ the flight was delayed.', 'in case', 'booked a hotel'),
  ln('{S} made extra food for the party last Saturday ___ more guests came.', 'in case', 'made extra food'),
  ln('{S} took photos of the contract ___ {pron} needed them later.', 'in case', 'took photos'),
  ln('{S} carried an umbrella all day ___ it rained.', 'in case', 'carried an umbrella'),
  ln('{S} kept the receipt ___ the shoes didn’t fit.', 'in case', 'kept the receipt'),
  ln(
    '{S} learnt a few words of Greek before the holiday ___ nobody spoke English in the village.',
    'in case',
    'learnt a few words',
  ),
  ln('{S} bought travel insurance ___ something went wrong abroad.', 'in case', 'bought travel insurance'),
  ln('{S} told {poss} boss about the appointment ___ {pron} {was} late the next day.', 'in case', 'told'),
  ln('{S} put a plaster in {poss} bag ___ {poss} new shoes hurt.', 'in case', 'put a plaster'),
  ln(
    '{S} filled up the car ___ the petrol stations were closed on the holiday.',
    'in case',
    'filled up the car',
  ),
  ln('{S} wrote {poss} name inside the book ___ {pron} left it somewhere.', 'in case', 'wrote {poss} name'),
  ln('We should back up the photos ___ the laptop gets stolen.', 'in case', 'back up the photos'),
];

const IF: Line[] = [
  ln('{S} would buy a bigger flat ___ prices went down.', 'if', 'would buy'),
  ln('___ {S} {v:drink} coffee after six, {pron} can’t sleep.', 'if', 'can’t sleep'),
  ln('{S} would have won ___ {pron} hadn’t fallen near the finish.', 'if', 'would have won'),
  ln('{S} will be delighted ___ {pron} {v:get} the job.', 'if', 'will be delighted'),
  ln('{S} will be really upset ___ {pron} {v:fail} the test.', 'if', 'will be really upset'),
  ln('___ you heat ice, it melts.', 'if', 'it melts'),
  ln('___ {S} had more free time, {pron} would learn to play the guitar.', 'if', 'would learn'),
  ln('___ you press this button, the machine stops.', 'if', 'the machine stops'),
  ln('{S} would have caught the train ___ {pron} had left five minutes earlier.', 'if', 'would have caught'),
  ln('___ you mix red and yellow, you get orange.', 'if', 'you get orange'),
  ln('{S} would buy a house by the sea ___ {pron} won the lottery.', 'if', 'would buy'),
  ln('___ it rains tomorrow, the match will be moved to Sunday.', 'if', 'will be moved'),
  ln('I’ll be very surprised ___ the shop is open on a Sunday night.', 'if', 'very surprised'),
  ln('{S} always {v:get} a headache ___ {pron} {v:drink} red wine.', 'if', 'always'),
  ln('___ {S} had known about the party, {pron} would have come.', 'if', 'would have come'),
  ln('Would you mind ___ I opened the window?', 'if', 'Would you mind'),
  ln('___ you water this plant too often, it dies.', 'if', 'it dies'),
  ln('{S} will get a bonus ___ the company has a good year.', 'if', 'will get a bonus'),
  ln('___ you don’t hurry, you’ll miss the bus.', 'if', 'you’ll miss'),
  ln('{S} would feel much better ___ {pron} slept more.', 'if', 'would feel'),
  ln('___ the price goes down, I’ll buy one.', 'if', 'I’ll buy one'),
  ln('Call me ___ you get lost, and I’ll come and find you.', 'if', 'I’ll come and find you'),
  ln('{S} {v:get} angry ___ people are late.', 'if', 'angry'),
  ln('___ you leave milk out of the fridge, it goes sour.', 'if', 'it goes sour'),
  ln('{S} would have passed ___ {pron} had studied a little harder.', 'if', 'would have passed'),
  ln('___ the team wins on Saturday, they will be champions.', 'if', 'will be champions'),
  ln('{S} would move to Canada ___ {pron} got a job there.', 'if', 'would move'),
  ln('___ you click on the link, a new window opens.', 'if', 'a new window opens'),
  ln('{S} would be rich ___ {pron} sold {poss} paintings.', 'if', 'would be rich'),
  ln('The plants die ___ nobody waters them.', 'if', 'die'),
  ln('Ask the waiter ___ you don’t understand the menu.', 'if', 'Ask the waiter'),
  ln('{S} would travel more ___ {pron} didn’t have to work so much.', 'if', 'would travel'),
  ln('___ {S} {v:miss} the last bus, {pron} {v:walk} home.', 'if', 'the last bus'),
  ln('{S} would have called you ___ {pron} had had your number.', 'if', 'would have called'),
  ln('___ {S} {v:feel} stressed, {pron} {v:go} for a run.', 'if', 'for a run'),
  ln('{S} would be happier ___ {pron} lived closer to work.', 'if', 'would be happier'),
  ln(
    '{S} would never have met {poss} best friend ___ {pron} hadn’t gone to that party.',
    'if',
    'would never have met',
  ),
  ln('{S} will be very angry ___ {pron} {v:see} the mess.', 'if', 'will be very angry'),
  ln('{S} would help you ___ {pron} had more time.', 'if', 'would help'),
  ln('___ {S} {v:eat} too much at dinner, {pron} {v:sleep} badly.', 'if', 'badly'),
  ln('We’ll start without you ___ you are late.', 'if', 'start without you'),
];

/** Issue 16: more lines, appended after the first two lists so their skeleton ids stay as they were. */
const IN_CASE_MORE: Line[] = [
  ln('{S} took a torch on the walk ___ it got dark before {pron} got back.', 'in case', 'took a torch'),
  ln('{S} packed a first-aid kit ___ someone got hurt on the trip.', 'in case', 'packed a first-aid kit'),
  ln('{S} bought an extra loaf of bread ___ the shops were closed the next day.', 'in case', 'an extra loaf'),
  ln(
    '{S} wrote down the taxi number ___ {pron} needed a lift home later.',
    'in case',
    'wrote down the taxi number',
  ),
  ln(
    '{S} took a spare pair of glasses on holiday ___ {pron} broke {poss} usual ones.',
    'in case',
    'a spare pair',
  ),
  ln('{S} made a copy of {poss} passport ___ {pron} lost the original.', 'in case', 'made a copy'),
  ln('{S} put a coat in the car ___ the weather changed.', 'in case', 'put a coat'),
  ln(
    '{S} arrived at the airport three hours early ___ the queues were long.',
    'in case',
    'three hours early',
  ),
  ln('{S} kept some candles in the drawer ___ there was a power cut.', 'in case', 'kept some candles'),
  ln(
    '{S} downloaded the map before the trip ___ there was no signal in the mountains.',
    'in case',
    'downloaded the map',
  ),
  ln('{S} bought two bottles of wine ___ more friends turned up.', 'in case', 'bought two bottles'),
  ln('{S} left the heating on low ___ the pipes froze in the night.', 'in case', 'left the heating on low'),
  ln('{S} brought a book to the hospital ___ {pron} had to wait a long time.', 'in case', 'brought a book'),
  ln('{S} wore comfortable shoes to the wedding ___ there was dancing.', 'in case', 'comfortable shoes'),
  ln('{S} took a raincoat to the festival ___ there was a storm.', 'in case', 'took a raincoat'),
  ln('{S} saved some money every month ___ the car needed repairs.', 'in case', 'saved some money'),
];

const IF_MORE: Line[] = [
  ln('{S} would go to the gym more ___ {pron} lived closer to it.', 'if', 'would go'),
  ln('___ {S} {v:work} late, {pron} {v:take} a taxi home.', 'if', 'a taxi home'),
  ln('{S} would have helped ___ {pron} had known about the problem.', 'if', 'would have helped'),
  ln('{S} will be so happy ___ {pron} {v:pass} the exam.', 'if', 'will be so happy'),
  ln('___ you put metal in the microwave, it sparks.', 'if', 'it sparks'),
  ln('{S} would buy a dog ___ {pron} had a garden.', 'if', 'would buy a dog'),
  ln('___ you boil water, it turns into steam.', 'if', 'turns into steam'),
  ln('{S} would have been on time ___ the bus hadn’t broken down.', 'if', 'would have been'),
  ln('{S} will be disappointed ___ the concert is cancelled.', 'if', 'will be disappointed'),
  ln('{S} would take the job ___ the salary were higher.', 'if', 'would take the job'),
  ln('{S} always {v:feel} sick ___ {pron} {v:read} in the car.', 'if', 'always'),
  ln('{S} would have bought the flat ___ {pron} had had enough money.', 'if', 'would have bought'),
  ln('___ the weather is fine tomorrow, we’ll have a picnic.', 'if', 'we’ll have a picnic'),
  ln('{S} would speak better English ___ {pron} practised every day.', 'if', 'would speak'),
  ln('The alarm goes off ___ anyone opens the door.', 'if', 'goes off'),
  ln('{S} would have enjoyed the trip more ___ it hadn’t rained every day.', 'if', 'would have enjoyed'),
  ln('{S} would visit us more often ___ {pron} had a car.', 'if', 'would visit us'),
];

function items(rng: Rng): Item[] {
  return lineItems(
    rng,
    'in-case-vs-if',
    [...IN_CASE, ...IF, ...IN_CASE_MORE, ...IF_MORE],
    otherMeaning({ 'in case': 'precaution', if: 'condition' }),
    (key) => (key === 'in case' ? 'in-case' : 'if'),
  );
}

export const inCaseVsIf: TopicDef = makeTopic(copy, { target: 800, build: items });

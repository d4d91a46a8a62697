import { d, type Item, L, makeTopic, rule } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { type Line, lineItems, ln } from './lines.ts';

/**
 * by (a deadline: once, not later than) vs until (a state or an activity that goes on up to a point).
 * The verb forces it: a one-off action that is finished, sent, paid or reached takes by; waiting,
 * staying, sleeping, lasting take until. Frames where both read well are left out: "be at home by/until
 * six", "the road is closed by/until Monday", lend/borrow (give it by / keep it until), negatives
 * ("didn't leave until/by"), and "till" is never offered (it is until).
 */
const BY: Line[] = [
  ln('Please send me the report ___ Friday.', 'by', 'send me the report'),
  ln('{S} {has} to finish the essay ___ Monday morning.', 'by', 'finish the essay'),
  ln('The rent must be paid ___ the fifth of each month.', 'by', 'must be paid'),
  ln('Can you fix my laptop ___ Thursday?', 'by', 'fix my laptop'),
  ln('{S} promised to call back ___ five.', 'by', 'call back'),
  ln('Applications must reach us ___ 31 March.', 'by', 'must reach us'),
  ln('{S} got home ___ midnight, so nobody was worried.', 'by', 'got home'),
  ln('The guests should arrive ___ seven.', 'by', 'arrive'),
  ln('{S} {v:need} your answer ___ tomorrow at the latest.', 'by', 'at the latest'),
  ln('{S} had already left ___ the time the police arrived.', 'by', 'had already left'),
  ln('The builders say they will finish the kitchen ___ the end of May.', 'by', 'finish the kitchen'),
  ln('Return the library books ___ the due date, or you’ll pay a fine.', 'by', 'Return the library books'),
  ln('{S} {has} to hand in the project ___ next Wednesday.', 'by', 'hand in the project'),
  ln('{S} must check out of the hotel ___ eleven.', 'by', 'check out of the hotel'),
  ln('If you order today, the parcel will arrive ___ Saturday.', 'by', 'will arrive'),
  ln('{S} booked the tickets ___ the end of January to get the lower price.', 'by', 'booked the tickets'),
  ln('Let me know ___ Friday whether you can come.', 'by', 'Let me know'),
  ln('The new bridge should be ready ___ next summer.', 'by', 'should be ready'),
  ln('{S} had read the whole book ___ lunchtime.', 'by', 'had read the whole book'),
  ln('Could you reply to this email ___ the end of the day?', 'by', 'reply to this email'),
  ln('The form has to be signed and returned ___ 15 June.', 'by', 'signed and returned'),
  ln('{S} {v:want} to lose five kilos ___ the summer holidays.', 'by', 'lose five kilos'),
  ln('Everyone had gone home ___ ten.', 'by', 'had gone home'),
  ln('{S} {v:need} to decide ___ Monday which flat to rent.', 'by', 'decide', 'group'),
  ln('{S} managed to save enough money for a car ___ the age of twenty.', 'by', 'save enough money'),
  ln('Make sure you pay the electricity bill ___ the end of the month.', 'by', 'pay the electricity bill'),
  ln('The doctor said the cut would heal ___ next week.', 'by', 'would heal'),
  ln('The shop promised to deliver the sofa ___ Tuesday.', 'by', 'deliver the sofa'),
  ln('{S} had learnt all the new words ___ the morning of the test.', 'by', 'had learnt all the new words'),
  ln('Please register for the course ___ 1 September.', 'by', 'register for the course'),
  ln('The snow had melted ___ the middle of March.', 'by', 'had melted'),
  ln('{S} {v:need} the car back ___ Sunday evening.', 'by', 'the car back'),
  ln('Tax returns must be filed ___ the end of October.', 'by', 'must be filed'),
  ln('The film had already started ___ the time {S} found {poss} seat.', 'by', 'had already started'),
  ln('{S} will have the translation done ___ Friday.', 'by', 'have the translation done'),
  ln('The painters should be finished ___ the weekend.', 'by', 'should be finished'),
  ln('{S} promised to be back ___ ten.', 'by', 'to be back'),
  ln('{S} should get the test results ___ the end of the week.', 'by', 'get the test results'),
  ln('{S} had finished all the work ___ four in the afternoon.', 'by', 'had finished'),
  ln('{S} {v:need} to move out of the flat ___ 30 June.', 'by', 'move out'),
  ln('{S} must renew {poss} passport ___ next spring.', 'by', 'renew'),
  ln('{S} will have paid off the loan ___ 2030.', 'by', 'will have paid off'),
  ln('{S} had spent all {poss} money ___ the end of the trip.', 'by', 'had spent'),
  ln('{S} {v:hope} to finish the renovation ___ Christmas.', 'by', 'finish the renovation'),
  ln('{S} had made up {poss} mind ___ the next morning.', 'by', 'had made up'),
  ln('{S} promised to return the drill ___ the weekend.', 'by', 'return the drill'),
  ln('{S} {has} to choose a topic for the thesis ___ October.', 'by', 'choose a topic'),
];

const UNTIL: Line[] = [
  ln('{S} waited at the station ___ midnight, but the train never came.', 'until', 'waited'),
  ln('The shop stays open ___ nine on Saturdays.', 'until', 'stays open'),
  ln('{S} stayed in bed ___ eleven on Sunday.', 'until', 'stayed in bed'),
  ln('{S} talked ___ two in the morning.', 'until', 'talked', 'group'),
  ln('{S} worked at the bank ___ 2019, when {pron} moved to Lviv.', 'until', 'worked at the bank'),
  ln('Keep the receipt ___ the end of the warranty.', 'until', 'Keep the receipt'),
  ln('The exhibition runs ___ the end of August.', 'until', 'runs'),
  ln('The offer is valid ___ Sunday.', 'until', 'is valid'),
  ln('It rained ___ the evening, and then the sun came out.', 'until', 'rained'),
  ln('{S} lived with {poss} parents ___ the age of twenty-five.', 'until', 'lived with'),
  ln('Stir the sauce ___ it gets thick.', 'until', 'Stir the sauce'),
  ln('Let’s wait here ___ the rain stops.', 'until', 'wait here'),
  ln('{S} slept ___ noon after the night shift.', 'until', 'slept'),
  ln('The road works will continue ___ the end of the year.', 'until', 'will continue'),
  ln('{S} stayed at the office ___ nine to finish the presentation.', 'until', 'stayed at the office'),
  ln('{S} danced ___ the music stopped.', 'until', 'danced', 'group'),
  ln('The children played in the garden ___ it got dark.', 'until', 'played in the garden'),
  ln('{S} studied ___ two in the morning before the exam.', 'until', 'studied'),
  ln('The museum is closed ___ further notice.', 'until', 'is closed'),
  ln('{S} kept trying ___ {pron} got it right.', 'until', 'kept trying'),
  ln('The meeting went on ___ half past six.', 'until', 'went on'),
  ln('Leave the cake in the oven ___ it turns golden.', 'until', 'Leave the cake in the oven'),
  ln('{S} stayed up ___ three in the morning to watch the match.', 'until', 'stayed up'),
  ln('{S} {is} on holiday ___ the end of next week.', 'until', 'on holiday'),
  ln('The festival lasts ___ Sunday night.', 'until', 'lasts'),
  ln('{S} didn’t say a word and just sat there ___ the end of the film.', 'until', 'sat there'),
  ln('The baby cried ___ her mother picked her up.', 'until', 'cried'),
  ln('Keep walking along this street ___ you see a big church.', 'until', 'Keep walking'),
  ln('The bakery is open from seven ___ two.', 'until', 'from seven'),
  ln('{S} worked as a waiter ___ {pron} finished university.', 'until', 'worked as a waiter'),
  ln('The concert went on ___ midnight.', 'until', 'went on'),
  ln('Let’s stay on the beach ___ sunset.', 'until', 'stay on the beach'),
  ln('The dog barked ___ someone opened the door.', 'until', 'barked'),
  ln('Wait ___ the light turns green before you cross.', 'until', 'Wait'),
  ln('{S} {v:work} from nine ___ five.', 'until', 'from nine'),
  ln('{S} waited ___ the last guest had left.', 'until', 'waited'),
  ln('{S} stayed at the party ___ the very end.', 'until', 'stayed at the party'),
  ln('{S} lay on the sofa ___ lunchtime.', 'until', 'lay on the sofa'),
  ln('{S} kept the old car ___ it finally broke down.', 'until', 'kept the old car'),
  ln('{S} sat in the café ___ it closed.', 'until', 'sat in the café'),
  ln('{S} watched TV ___ after midnight.', 'until', 'watched TV'),
  ln('{S} {v:plan} to stay in Kyiv ___ the end of the month.', 'until', 'stay in Kyiv'),
  ln('{S} rested ___ the pain went away.', 'until', 'rested'),
  ln('{S} worked on the project ___ ten in the evening.', 'until', 'worked on the project'),
  ln('{S} didn’t stop ___ {pron} reached the top of the hill.', 'until', 'didn’t stop'),
  ln('My grandparents lived in that village ___ the war.', 'until', 'lived in that village'),
];

/**
 * Issue 16: more lines, each its own skeleton, appended after BY and UNTIL so the skeleton ids above keep
 * their numbers. The same test holds: a one-off action done by a point (by) or a stretch that goes on up to it (until).
 */
const MORE: Line[] = [
  ln('{S} {has} to submit the application ___ noon on Friday.', 'by', 'submit the application'),
  ln('{S} promised to send the photos ___ the weekend.', 'by', 'send the photos'),
  ln('{S} had packed all {poss} bags ___ seven in the morning.', 'by', 'had packed'),
  ln('{S} {v:need} to buy the tickets ___ Thursday.', 'by', 'buy the tickets'),
  ln('{S} had cleaned the whole flat ___ the time the guests arrived.', 'by', 'had cleaned'),
  ln('{S} must collect the parcel from the post office ___ Saturday.', 'by', 'collect the parcel'),
  ln('{S} {v:expect} to get the keys to the new flat ___ next Friday.', 'by', 'get the keys'),
  ln('{S} had written three chapters ___ the end of the year.', 'by', 'had written'),
  ln('{S} promised to fix the tap ___ tonight.', 'by', 'fix the tap'),
  ln('{S} {has} to confirm the booking ___ six this evening.', 'by', 'confirm the booking'),
  ln('{S} had learned to swim ___ the age of six.', 'by', 'had learned to swim'),
  ln('{S} arrived at the airport ___ nine and caught the early flight.', 'by', 'arrived at the airport'),
  ln('{S} had fallen asleep ___ the time the film ended.', 'by', 'had fallen asleep'),
  ln('{S} will have finished the course ___ June.', 'by', 'will have finished'),
  ln('{S} {v:need} to pick up the children from school ___ half past three.', 'by', 'pick up the children'),
  ln('{S} {has} to move the car ___ eight, before the street cleaning starts.', 'by', 'move the car'),
  ln('{S} had sold the old flat ___ the spring.', 'by', 'had sold'),
  ln('{S} {v:want} to read the whole series ___ the end of the year.', 'by', 'read the whole series'),
  ln('{S} waited outside the shop ___ it opened.', 'until', 'waited outside'),
  ln('{S} stayed with a friend ___ the new flat was ready.', 'until', 'stayed with a friend'),
  ln('{S} sang in the choir ___ {pron} moved abroad.', 'until', 'sang in the choir'),
  ln('{S} played the piano ___ ten in the evening.', 'until', 'played the piano'),
  ln('{S} sat by the phone ___ the doctor called.', 'until', 'sat by the phone'),
  ln('{S} walked along the river ___ it got dark.', 'until', 'walked along the river'),
  ln('{S} read in bed ___ after one.', 'until', 'read in bed'),
  ln('{S} worked in the garden ___ lunch.', 'until', 'worked in the garden'),
  ln('{S} drove ___ {pron} got too tired to go on.', 'until', 'drove'),
  ln('{S} stayed at the hotel ___ Tuesday.', 'until', 'stayed at the hotel'),
  ln('{S} trained every day ___ the race.', 'until', 'trained every day'),
  ln('{S} lived in Odesa ___ 2015.', 'until', 'lived in Odesa'),
  ln('{S} waited in the car ___ the rain stopped.', 'until', 'waited in the car'),
  ln('{S} kept quiet ___ the meeting was over.', 'until', 'kept quiet'),
  ln('{S} held the ladder ___ the painter came down.', 'until', 'held the ladder'),
  ln('{S} looked after the dog ___ {poss} neighbours got back.', 'until', 'looked after the dog'),
  ln('{S} stayed in the library ___ closing time.', 'until', 'stayed in the library'),
  ln('{S} rented a small room ___ {pron} found a flat.', 'until', 'rented a small room'),
];

const WHY: Record<string, { given: string; needed: string }> = {
  by: { given: 'up-to', needed: 'deadline' },
  until: { given: 'deadline', needed: 'up-to' },
};

function items(rng: Rng): Item[] {
  return lineItems(
    rng,
    'by-until',
    [...BY, ...UNTIL, ...MORE],
    (key) => {
      const other = key === 'by' ? 'until' : 'by';
      return [d(other, 'linker-meaning-mismatch', WHY[key] ?? { given: '', needed: '' })];
    },
    (key) => key,
  );
}

export const byUntil: TopicDef = makeTopic(
  {
    slug: 'by-until',
    sectionSlug: 'linking-words',
    name: L('By or until', 'By чи until'),
    level: 'intermediate',
    possibleAnswers: ['by', 'until'],
    card: {
      rule: L(
        'By + a time is a deadline: the action happens once, at some point not later than that time (Send it by Friday). Until + a time means an action or a state goes on the whole time up to that point and then stops (We waited until midnight).',
        'By + час — це крайній строк: дія відбувається один раз, не пізніше цього моменту (Send it by Friday — надішли до п’ятниці, не пізніше). Until + час означає, що дія чи стан тривають увесь час аж до цього моменту і тоді припиняються (We waited until midnight — ми чекали аж до півночі).',
      ),
      signals: L(
        'a one-off action that is done, sent, paid, reached (finish, send, arrive, pay) → by; something that goes on (wait, stay, sleep, last, be open) → until',
        'одноразова дія, яку треба завершити (finish, send, arrive, pay) → by; те, що триває (wait, stay, sleep, last, be open) → until',
      ),
      examples: ['Please send me the report by Friday.', 'We waited at the station until midnight.'],
    },
    rules: [
      rule(
        'by',
        'By + a time: a deadline. The action is done once, not later than that time (finish it by Monday).',
        'By + час — крайній строк: дію виконують один раз, не пізніше цього часу (finish it by Monday).',
      ),
      rule(
        'until',
        'Until + a time or a clause: the action or state continues up to that point (stay until ten, wait until the rain stops).',
        'Until + час або речення: дія чи стан тривають аж до цього моменту (stay until ten, wait until the rain stops).',
      ),
    ],
    target: 620,
  },
  items,
);

import copy from './get-used-to.json' with { type: 'json' };
/**
 * Get used to (the process of becoming accustomed) against used to (a past habit), issue 16. Three kinds
 * of authored lines: get/got/getting used to + -ing (the verb after the preposition to), used to + base
 * form (a past habit that has stopped: "but now…", "before…"), and the form of get itself, which the words
 * before it decide (will/can/to → get, am/is/are → getting, a finished past process → got). The perfect
 * ("have got / gotten used to") is left out: British and American English differ there.
 * `be-used-to-vs-used-to` already contrasts be used to with used to; this topic is about getting used to.
 */

import { type Item, makeTopic } from '../../engine.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { type Group, lineItems } from '../passive-voice/line-items.ts';
import { fill } from '../verb/authored.ts';

/** [sentence with ___, verb in the gap, trigger, group?] */
type Line = [string, string, string, Group?];

/** get / got / getting used to + -ing. */
export const GET_USED_LINES: Line[] = [
  ['When {S} moved to London, it took {obj} months to get used to ___ on the left.', 'drive', 'get used to'],
  ['{S} {is} slowly getting used to ___ up at six for {poss} new job.', 'get', 'getting used to'],
  ['After a few weeks, {S} got used to ___ from home.', 'work', 'got used to'],
  ['{S} can’t get used to ___ in such a noisy street.', 'live', 'get used to'],
  ['{S} {is} still getting used to ___ glasses.', 'wear', 'getting used to'],
  ['{S} soon got used to ___ the metro every day.', 'take', 'got used to'],
  ['{S} never got used to ___ dinner so late in Spain.', 'have', 'got used to'],
  ['It took {O} a while to get used to ___ a uniform at work.', 'wear', 'get used to'],
  [
    '{S} {is} getting used to ___ alone now that the children have left home.',
    'live',
    'getting used to',
    'G',
  ],
  ['{S} will soon get used to ___ English at work.', 'speak', 'get used to'],
  ['{S} {is} getting used to ___ a small car after years with a big one.', 'drive', 'getting used to'],
  ['{S} found it hard to get used to ___ in an open-plan office.', 'work', 'get used to'],
  ['{S} got used to ___ in the cold sea after a few days.', 'swim', 'got used to'],
  ['{S} {is} getting used to ___ less sugar, and {pron} {does}n’t miss it now.', 'eat', 'getting used to'],
  ['{S} got used to ___ up early when the baby was born.', 'get', 'got used to', 'A'],
  ['Living in the mountains, {S} soon got used to ___ everywhere on foot.', 'go', 'got used to'],
  ['{S} can’t get used to ___ on the phone all day in {poss} new job.', 'talk', 'get used to'],
  ['It took {O} years to get used to ___ in public.', 'speak', 'get used to'],
  [
    '{S} {is} getting used to ___ {poss} own meals now that {pron} {v:live} alone.',
    'cook',
    'getting used to',
  ],
  ['{S} got used to ___ in a tent during the long hiking trip.', 'sleep', 'got used to', 'A'],
  ['{S} {is} getting used to ___ a bike to work instead of driving.', 'ride', 'getting used to'],
  ['{S} got used to ___ spicy food during {poss} year in India.', 'eat', 'got used to'],
  ['{S} {is} finally getting used to ___ the new software at work.', 'use', 'getting used to'],
  ['{S} never got used to ___ by plane, so {pron} always {v:take} the train.', 'travel', 'got used to'],
  ['{S} will have to get used to ___ an hour each way.', 'commute', 'get used to'],
  [
    '{S} {is} getting used to ___ at night now that {pron} {v:work} at the hospital.',
    'work',
    'getting used to',
  ],
  [
    'After moving to Canada, {S} had to get used to ___ snow for five months a year.',
    'see',
    'get used to',
    'A',
  ],
  ['In Amsterdam {S} soon got used to ___ around without a car.', 'get', 'got used to'],
  ['{S} couldn’t get used to ___ a flat with strangers, so {pron} moved out.', 'share', 'get used to'],
  ['{S} {is} getting used to ___ to {poss} new boss’s fast English.', 'listen', 'getting used to'],
  ['{S} quickly got used to ___ {poss} new phone.', 'use', 'got used to'],
  ['{S} {is} getting used to ___ to bed earlier before {poss} new job starts.', 'go', 'getting used to'],
  ['The new students soon got used to ___ in English all day.', 'study', 'got used to'],
  ['{S} never got used to ___ so far from the sea.', 'live', 'got used to'],
];

/** used to + base form: a past habit or state that has stopped. */
export const USED_TO_LINES: Line[] = [
  ['{S} used to ___ in Lviv, but {pron} moved to Kyiv in 2020.', 'live', 'moved to Kyiv in 2020'],
  ['{S} used to ___ a lot, but {pron} gave up ten years ago.', 'smoke', 'gave up ten years ago'],
  ['{S} used to ___ to work, but now {pron} {v:take} the bus.', 'walk', 'but now'],
  ['{S} used to ___ tennis every weekend before {pron} hurt {poss} knee.', 'play', 'before {pron} hurt'],
  ['{S} used to ___ long hair, but now it’s very short.', 'have', 'but now'],
  ['{S} used to ___ in a bank before {pron} became a teacher.', 'work', 'before {pron} became a teacher'],
  ['{S} used to ___ coffee, but now {pron} only {v:drink} tea.', 'drink', 'but now'],
  ['{S} used to ___ a lot of books, but now {pron} hardly {v:have} time.', 'read', 'but now'],
  [
    '{S} used to ___ the guitar in a band when {pron} {was} a student.',
    'play',
    'when {pron} {was} a student',
  ],
  ['{S} used to ___ meat, but {pron} became a vegetarian last year.', 'eat', 'became a vegetarian'],
  [
    '{S} used to ___ {poss} grandparents every summer when {pron} {was} a child.',
    'visit',
    'when {pron} {was} a child',
  ],
  ['{S} used to ___ to bed very late, but now {pron} {v:need} more sleep.', 'go', 'but now'],
  ['{S} used to ___ a car, but {pron} sold it when {pron} moved to the city.', 'have', 'sold it'],
  [
    '{S} used to ___ French at school, but {pron} {has} forgotten most of it.',
    'study',
    'forgotten most of it',
  ],
  ['{S} used to ___ every morning before work, but now {pron} {is} too busy.', 'run', 'but now'],
  ['{S} used to ___ in the school choir.', 'sing', 'in the school choir'],
  [
    '{S} used to ___ an hour in traffic every morning before the new bridge opened.',
    'spend',
    'before the new bridge opened',
  ],
  ['{S} used to ___ very shy, but now {pron} {v:love} parties.', 'be', 'but now'],
  [
    '{S} used to ___ for a newspaper before {pron} started {poss} own blog.',
    'write',
    'before {pron} started',
  ],
  ['{S} used to ___ fishing with {poss} dad when {pron} {was} young.', 'go', 'when {pron} {was} young'],
  ['{S} used to ___ on a farm when {pron} {was} a child.', 'live', 'when {pron} {was} a child'],
  ['{S} used to ___ glasses, but {pron} had laser surgery last year.', 'wear', 'had laser surgery'],
  ['{S} used to ___ a lot of fast food, but now {pron} {v:cook} at home.', 'eat', 'but now'],
  ['There used to ___ a cinema in our street, but it closed years ago.', 'be', 'closed years ago'],
  [
    '{S} used to ___ in a small flat before the children were born.',
    'live',
    'before the children were born',
    'G',
  ],
  ['{S} used to ___ abroad every summer, but now {pron} {v:stay} at home.', 'travel', 'but now', 'G'],
];

/** The form of get before "used to": [sentence with ___, the form, trigger, group?]. */
type GetLine = [string, 'get' | 'got' | 'getting', string, Group?];
export const GET_FORM_LINES: GetLine[] = [
  ['Don’t worry, you’ll soon ___ used to the new timetable.', 'get', 'you’ll soon'],
  ['{S} {is} slowly ___ used to the cold weather here.', 'getting', '{is} slowly'],
  ['After a few weeks, {S} ___ used to the noise from the street.', 'got', 'After a few weeks'],
  ['It took {O} a long time to ___ used to {poss} new glasses.', 'get', 'to'],
  ['{S} can’t ___ used to the food here.', 'get', 'can’t'],
  ['{S} {was} just ___ used to the job when the company closed.', 'getting', '{was} just'],
  ['{S} quickly ___ used to life in the countryside.', 'got', 'quickly'],
  ['{S} will never ___ used to this heat.', 'get', 'will never'],
  ['{S} {is} still ___ used to {poss} new phone.', 'getting', '{is} still'],
  [
    'When {S} moved to Norway, {pron} soon ___ used to the long winter nights.',
    'got',
    'When {S} moved to Norway',
  ],
  ['You need to ___ used to the new system before Monday.', 'get', 'need to'],
  ['{S} {is} gradually ___ used to the new timetable at work.', 'getting', '{is} gradually'],
  ['In the end, {S} ___ used to the hard beds in the hostel.', 'got', 'In the end'],
  ['Give it time: {S} will ___ used to the new office.', 'get', 'will'],
  ['{S} {is} ___ used to {poss} new colleagues, and {pron} {v:like} them a lot.', 'getting', '{is}'],
  [
    'By the end of the first month, {S} ___ used to the early starts.',
    'got',
    'By the end of the first month',
  ],
  ['{S} found it hard to ___ used to the quiet after living in the city.', 'get', 'hard to'],
  [
    'Our cat is ___ used to the new flat; yesterday she finally came out from under the bed.',
    'getting',
    'is',
  ],
  ['The children ___ used to their new teacher very quickly last year.', 'got', 'last year'],
  ['{S} {is} still ___ used to the time difference after the flight to New York.', 'getting', '{is} still'],
  [
    '{S} never really ___ used to the rain in London when {pron} lived there.',
    'got',
    'when {pron} lived there',
  ],
  ['How long did it take you to ___ used to driving on the right?', 'get', 'did it take you to'],
  ['{S} will ___ used to the new rules in a week or two.', 'get', 'will'],
  ['{S} {is} ___ used to working with the new manager.', 'getting', '{is}'],
];

/** Issue 16: more get used to + -ing lines, three subjects each, drawn after the others (their bank stays). */
export const MORE_GET_USED_LINES: Line[] = [
  ['{S} {is} slowly getting used to ___ in a big city after years in a village.', 'live', 'getting used to'],
  ['It took {O} ages to get used to ___ with a keyboard in English.', 'type', 'get used to'],
  ['{S} soon got used to ___ lunch at one o’clock in the office.', 'have', 'got used to'],
  ['{S} can’t get used to ___ up so early in winter, when it’s still dark.', 'get', 'get used to'],
  ['{S} {is} getting used to ___ contact lenses instead of glasses.', 'wear', 'getting used to'],
  ['After a month in Berlin, {S} got used to ___ everywhere by bike.', 'cycle', 'got used to'],
  ['{S} never got used to ___ in an office without windows.', 'work', 'got used to'],
  ['{S} {is} still getting used to ___ a dog in the flat.', 'have', 'getting used to'],
  ['{S} will soon get used to ___ the tram to work.', 'take', 'get used to'],
  ['{S} found it hard to get used to ___ tea without sugar.', 'drink', 'get used to'],
  ['{S} got used to ___ with two small children in the house.', 'sleep', 'got used to', 'A'],
  ['{S} {is} getting used to ___ {poss} new phone, but it’s not easy.', 'use', 'getting used to'],
  ['It took {O} a long time to get used to ___ in English at meetings.', 'speak', 'get used to'],
  ['{S} quickly got used to ___ dinner at nine in Spain.', 'eat', 'got used to'],
  ['{S} {is} still getting used to ___ a manager instead of one of the team.', 'be', 'getting used to'],
  ['{S} can’t get used to ___ the bills on {poss} own.', 'pay', 'get used to'],
  ['{S} got used to ___ without a car after moving to the city centre.', 'live', 'got used to', 'A'],
  ['{S} {is} getting used to ___ at home with the baby all day.', 'stay', 'getting used to'],
  ['{S} will have to get used to ___ in a much colder climate.', 'live', 'get used to'],
  ['{S} never got used to ___ on the right when {pron} lived in France.', 'drive', 'got used to'],
  ['{S} {is} getting used to ___ in a shared office.', 'work', 'getting used to'],
  ['{S} soon got used to ___ the dishes by hand in the holiday flat.', 'do', 'got used to'],
  ['It took {O} weeks to get used to ___ with the noise from the street.', 'sleep', 'get used to'],
  ['{S} {is} slowly getting used to ___ healthier food.', 'eat', 'getting used to'],
  ['{S} got used to ___ long hours when {pron} started at the hospital.', 'work', 'got used to'],
  ['{S} can’t get used to ___ in such a small kitchen.', 'cook', 'get used to'],
  ['{S} {is} getting used to ___ the stairs now that the lift is broken.', 'climb', 'getting used to'],
  ['{S} soon got used to ___ in a tent on the camping trip.', 'sleep', 'got used to', 'A'],
  ['{S} {is} still getting used to ___ presentations in front of the whole team.', 'give', 'getting used to'],
  ['{S} will get used to ___ the new timetable after a few days.', 'follow', 'get used to'],
  ['{S} got used to ___ a uniform at {poss} new school.', 'wear', 'got used to'],
  ['{S} {is} getting used to ___ at six for the early shift.', 'start', 'getting used to'],
];

const GET_SLOT = { get: 'base', got: 'past', getting: 'ing' } as const;

/** get used to + -ing, for both -ing tables (they differ only in subjects per line and skeleton name). */
function getUsedItems(rng: Rng, lines: Line[], n: number, skeleton: string): Item[] {
  return lineItems(rng, lines, n, ([text, verb, trigger], s, i) => {
    const f = verbForms(verb);
    return {
      text: fill(text, s),
      answer: f.ing,
      wrong: [
        { choice: f.base, errorType: 'base-after-to-preposition', params: { prep: 'get used to' } },
        { choice: f.past, errorType: 'past-after-used-to-preposition' },
      ],
      ruleId: 'get-used-to',
      trigger: [fill(trigger, s)],
      skeleton: `${skeleton}-${i}`,
    };
  });
}

function items(rng: Rng): Item[] {
  const getUsed = getUsedItems(rng, GET_USED_LINES, 7, 'get-used');
  const usedTo = lineItems(rng, USED_TO_LINES, 7, ([text, verb, trigger], s, i) => {
    const f = verbForms(verb);
    return {
      text: fill(text, s),
      answer: f.base,
      wrong: [
        { choice: f.ing, errorType: 'ing-after-used-to' },
        { choice: f.past, errorType: 'past-after-to' },
      ],
      ruleId: 'used-to',
      trigger: [fill(trigger, s)],
      skeleton: `used-to-${i}`,
    };
  });
  const getForm = lineItems(rng, GET_FORM_LINES, 7, ([text, form, trigger], s, i) => ({
    text: fill(text, s),
    answer: form,
    wrong: (['get', 'got', 'getting'] as const)
      .filter((x) => x !== form)
      .map((x) => ({ choice: x, errorType: 'wrong-get-form', params: { slot: GET_SLOT[form] } })),
    ruleId: 'get-form',
    trigger: [fill(trigger, s)],
    skeleton: `get-form-${i}`,
  }));
  const more = getUsedItems(rng, MORE_GET_USED_LINES, 4, 'get-used-more');
  return [...getUsed, ...usedTo, ...getForm, ...more];
}

export const getUsedTo: TopicDef = makeTopic(copy, { target: 720, build: items });

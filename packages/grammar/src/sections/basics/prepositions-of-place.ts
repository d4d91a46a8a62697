import { expand, type Item, makeTopic, resolveTriggers } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';

type P = 'in' | 'on' | 'at';
/**
 * Fixed place phrases where only one of in/on/at is right without a picture (no "in/at the station",
 * "on/at the beach", "in/on the street", "at/in the hospital": both are possible there, so they are left out).
 */
const LINES: [P, string, string[]][] = [
  ['at', 'Somebody is ___ the door. Can you open it?', ['the door']],
  ['at', 'She is waiting ___ the bus stop.', ['the bus stop']],
  ['at', 'Turn left ___ the traffic lights.', ['the traffic lights']],
  ['at', 'Write your name ___ the top of the page.', ['the top of']],
  ['at', 'Sign your name ___ the bottom of the form.', ['the bottom of']],
  ['at', 'The post office is ___ the end of this street.', ['the end of']],
  ['at', 'My parents are ___ home {now|today|at the moment}.', ['home']],
  ['at', 'I can’t talk now, I’m ___ work.', ['work']],
  ['at', 'We met ___ a {party|wedding|concert} last year.', ['a {party|wedding|concert}']],
  ['at', 'There were thousands of people ___ the {match|concert}.', ['the {match|concert}']],
  [
    'at',
    'They live ___ {25 Green Street|12 Park Road|7 Oak Lane}.',
    ['{25 Green Street|12 Park Road|7 Oak Lane}'],
  ],
  ['at', 'We arrived ___ the {hotel|airport} late at night.', ['arrived', 'the {hotel|airport}']],
  ['at', 'Please wait ___ the reception desk.', ['the reception desk']],
  ['at', 'Let’s meet ___ the entrance to the park.', ['the entrance']],
  [
    'at',
    'I saw your brother ___ the {dentist’s|hairdresser’s} yesterday.',
    ['the {dentist’s|hairdresser’s}'],
  ],
  ['in', 'She lives ___ {Kyiv|Lviv|London|a small village}.', ['{Kyiv|Lviv|London|a small village}']],
  ['in', 'They have lived ___ {Ukraine|Canada|Spain} for ten years.', ['{Ukraine|Canada|Spain}']],
  ['in', 'We arrived ___ {London|Paris|Warsaw} at six in the morning.', ['arrived', '{London|Paris|Warsaw}']],
  ['in', 'The milk is ___ the fridge.', ['the fridge']],
  ['in', 'Your keys are ___ the top drawer.', ['the top drawer']],
  ['in', 'The children are playing ___ the {garden|park}.', ['the {garden|park}']],
  ['in', 'Mum is cooking ___ the kitchen.', ['the kitchen']],
  ['in', 'There isn’t a cloud ___ the sky.', ['the sky']],
  ['in', 'Who is the tall man ___ this {photo|picture}?', ['this {photo|picture}']],
  ['in', 'I read about it ___ the {newspaper|magazine}.', ['the {newspaper|magazine}']],
  ['in', 'He is still ___ bed. He is not feeling well.', ['bed']],
  ['in', 'We waited ___ the queue for an hour.', ['the queue']],
  ['in', 'She looked at herself ___ the mirror.', ['the mirror']],
  ['in', 'The kids are swimming ___ the {sea|lake|pool}.', ['the {sea|lake|pool}']],
  ['in', 'There is a fountain ___ the middle of the square.', ['the middle of']],
  ['in', 'Our office is ___ the city centre.', ['the city centre']],
  ['in', 'They spent the weekend ___ the {mountains|countryside}.', ['the {mountains|countryside}']],
  ['in', 'We went to the airport ___ a taxi.', ['a taxi']],
  ['in', 'I left my phone ___ the car.', ['the car']],
  ['in', 'Please don’t use your phones ___ class.', ['class']],
  ['in', 'It is the tallest building ___ the world.', ['the world']],
  ['in', 'There are thirty students ___ my class.', ['my class']],
  ['in', 'I found this old photo ___ a box in the attic.', ['a box']],
  ['in', 'The answer is ___ the last chapter of the book.', ['the last chapter']],
  ['on', 'There is a big map ___ the wall.', ['the wall']],
  ['on', 'Don’t leave your clothes ___ the floor.', ['the floor']],
  ['on', 'There is a spider ___ the ceiling!', ['the ceiling']],
  ['on', 'I usually read ___ the {bus|train} to work.', ['the {bus|train}']],
  ['on', 'We met ___ the plane to Rome.', ['the plane']],
  ['on', 'Our flat is ___ the {second|third|top} floor.', ['the {second|third|top} floor']],
  ['on', 'The bank is ___ the {left|right}.', ['the {left|right}']],
  ['on', 'Look at the photo ___ page {12|25|40}.', ['page']],
  ['on', 'Is there anything good ___ TV tonight?', ['TV']],
  ['on', 'I heard the song ___ the radio.', ['the radio']],
  ['on', 'I found the recipe ___ the Internet.', ['the Internet']],
  ['on', 'My grandparents live ___ a farm.', ['a farm']],
  ['on', 'They spent their holiday ___ a small Greek island.', ['a small Greek island']],
  ['on', 'Odesa is ___ the coast of the Black Sea.', ['the coast']],
  ['on', 'Is fish ___ the menu today?', ['the menu']],
  ['on', 'Can you show me ___ the map?', ['the map']],
  ['on', 'I have all my photos ___ my phone.', ['my phone']],
  ['on', 'The cat is sleeping ___ the sofa.', ['the sofa']],
  ['on', 'Put the plates ___ the table, please.', ['the table']],
  ['on', 'She has a small tattoo ___ her arm.', ['her arm']],
  ['on', 'There was a strange message ___ the screen.', ['the screen']],
  ['on', 'The kids went to school ___ foot.', ['foot']],
  ['on', 'She goes everywhere ___ her bike.', ['her bike']],
  ['at', 'I’ll meet you ___ the front entrance at six.', ['the front entrance']],
  ['at', 'We had a great time ___ Anna’s birthday party.', ['birthday party']],
  ['at', 'There is a long queue ___ the checkout.', ['the checkout']],
  ['in', 'The keys are ___ my pocket.', ['my pocket']],
  ['in', 'Put the ice cream ___ the freezer.', ['the freezer']],
  ['in', 'My cousin lives ___ a small flat above a shop.', ['a small flat']],
  ['in', 'I saw your photo ___ the local paper.', ['the local paper']],
  ['in', 'There are lots of fish ___ this river.', ['this river']],
  ['on', 'Write your address ___ the envelope.', ['the envelope']],
  ['on', 'There’s a stain ___ your shirt.', ['your shirt']],
  ['on', 'She put a ring ___ her finger.', ['her finger']],
  ['on', 'There is a nice view from the bench ___ the hill.', ['the hill']],
  ['on', 'There are no pictures ___ the walls of his room.', ['the walls']],
];

function items(): Item[] {
  const out: Item[] = [];
  LINES.forEach(([answer, frame, trig], i) => {
    for (const text of expand(frame)) {
      const trigger = resolveTriggers(trig, text);
      out.push({
        text,
        answer,
        wrong: (['in', 'on', 'at'] as const)
          .filter((p) => p !== answer)
          .map((p) => ({
            choice: p,
            errorType: 'wrong-preposition-place',
            params: { phrase: trigger[trigger.length - 1] ?? '' },
          })),
        ruleId: answer,
        trigger,
        skeleton: `prep-place:${i}`,
      });
    }
  });
  return out;
}

export const prepositionsOfPlaceTopic: TopicDef = makeTopic(
  {
    slug: 'prepositions-of-place',
    sectionSlug: 'basics',
    name: { en: 'Prepositions of place: in, on, at', uk: 'Прийменники місця: in, on, at' },
    level: 'basic',
    possibleAnswers: ['in', 'on', 'at'],
    card: {
      rule: {
        en: 'in = inside a space or area (in the kitchen, in Kyiv, in the sky, in a photo); on = on a surface or line (on the wall, on the floor, on the bus, on the second floor, on TV); at = at a point or an event (at the door, at the bus stop, at home, at work, at a party, at 25 Green Street).',
        uk: 'in — усередині простору чи території (in the kitchen, in Kyiv, in the sky, in a photo); on — на поверхні чи лінії (on the wall, on the floor, on the bus, on the second floor, on TV); at — у точці чи на події (at the door, at the bus stop, at home, at work, at a party, at 25 Green Street).',
      },
      signals: {
        en: 'rooms, cities, countries, the sky, a photo, a car, bed → in; walls, floors, buses, trains, planes, pages, TV, the Internet → on; the door, the bus stop, home, work, a party, an address with a number → at.',
        uk: 'кімнати, міста, країни, небо, фото, автомобіль, ліжко → in; стіни, підлога, автобус, потяг, літак, сторінка, TV, Internet → on; двері, зупинка, home, work, вечірка, адреса з номером → at.',
      },
      examples: ['There is a map on the wall in the kitchen.', 'She is waiting at the bus stop.'],
    },
    rules: [
      {
        id: 'in',
        statement: {
          en: 'Use in for something inside a space or an area: a room, a box, a city, a country, the sky, a picture, a car.',
          uk: 'In уживаємо, коли щось усередині простору чи території: кімната, коробка, місто, країна, небо, картинка, автомобіль.',
        },
      },
      {
        id: 'on',
        statement: {
          en: 'Use on for a surface or a line, and for public transport, floors, pages, TV and the Internet.',
          uk: 'On уживаємо для поверхні чи лінії, а також із громадським транспортом, поверхами, сторінками, TV та Internet.',
        },
      },
      {
        id: 'at',
        statement: {
          en: 'Use at for a point or a place where something happens: at the door, at the bus stop, at home, at work, at a party, at an address.',
          uk: 'At уживаємо для точки або місця, де щось відбувається: at the door, at the bus stop, at home, at work, at a party, at + адреса.',
        },
      },
    ],
    target: 200,
  },
  items,
);

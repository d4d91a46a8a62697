import type { TopicDef } from '../../types.ts';
import { d, item, L, rule, topic } from '../build.ts';

const TIME = {
  at: [
    "seven o'clock",
    'half past six',
    'noon',
    'midnight',
    'lunchtime',
    'night',
    'six in the morning',
    'ten fifteen',
    'sunrise',
    'the end of the lesson',
  ],
  on: [
    'Monday',
    'Friday evening',
    'Sunday morning',
    'my birthday',
    'the 5th of May',
    "New Year's Day",
    'Tuesday afternoon',
    'the first day of school',
    'Saturday',
    'the 1st of September',
  ],
  in: [
    'July',
    'the morning',
    'the evening',
    'the afternoon',
    '2019',
    'winter',
    'the summer',
    'the 1990s',
    'May',
    'spring',
    'the autumn',
    'December',
    '2008',
  ],
} as const;
type Prep = keyof typeof TIME;

/** Which time expressions each frame takes (a clock time, a day or date, a part of the day, a month or year). */
const TIME_FRAMES: { id: string; text: string; takes: (t: string, p: Prep) => boolean }[] = [
  {
    id: 'film',
    text: 'The film starts {} {t}.',
    takes: (t, p) => p === 'at' && !/night|sunrise|end/.test(t),
  },
  {
    id: 'meet',
    text: "Let's meet {} {t}.",
    takes: (t, p) =>
      (p === 'at' && !/night|sunrise|end/.test(t)) || (p === 'on' && !/first day|New Year/.test(t)),
  },
  {
    id: 'train',
    text: 'Our train leaves {} {t}.',
    takes: (t, p) => p === 'at' && !/night|end|lunchtime|sunrise/.test(t),
  },
  {
    id: 'closed',
    text: 'The museum is closed {} {t}.',
    takes: (t, p) =>
      p === 'on' && /day$|Monday|Tuesday|Saturday|Sunday|Friday/.test(t) && !/birthday|first/.test(t),
  },
  {
    id: 'party',
    text: 'We are having a party {} {t}.',
    takes: (t, p) => p === 'on' && !/first day|morning|afternoon/.test(t),
  },
  {
    id: 'call',
    text: "I'll call you {} {t}.",
    takes: (t, p) =>
      (p === 'on' && !/first day|birthday|New Year|1st|5th/.test(t)) ||
      (p === 'at' && /o'clock|half|noon|lunchtime|fifteen/.test(t)),
  },
  {
    id: 'born',
    text: 'My grandmother was born {} {t}.',
    takes: (t, p) =>
      p === 'in' && /^\d|July|May|December|the 1990s|winter|spring|the summer|the autumn/.test(t),
  },
  {
    id: 'moved',
    text: 'We moved to Kyiv {} {t}.',
    takes: (t, p) =>
      p === 'in' && /^\d|July|May|December|the 1990s|winter|spring|the summer|the autumn/.test(t),
  },
  {
    id: 'snow',
    text: 'It often snows here {} {t}.',
    takes: (t, p) => p === 'in' && /winter|December/.test(t),
  },
  {
    id: 'coffee',
    text: 'I always drink coffee {} {t}.',
    takes: (t, p) =>
      (p === 'in' && /the morning|the afternoon|the evening/.test(t)) ||
      (p === 'at' && /lunchtime|noon|o'clock/.test(t)),
  },
  {
    id: 'work',
    text: 'My dad works {} {t}.',
    takes: (t, p) =>
      (p === 'at' && t === 'night') ||
      (p === 'in' && /the morning|the afternoon|the evening/.test(t)) ||
      (p === 'on' && /Saturday|Sunday morning/.test(t)),
  },
  {
    id: 'holiday',
    text: 'They usually go on holiday {} {t}.',
    takes: (t, p) => p === 'in' && /July|May|December|winter|spring|the summer|the autumn/.test(t),
  },
  {
    id: 'exam',
    text: 'The exam is {} {t}.',
    takes: (t, p) =>
      (p === 'on' && /Monday|Friday|Tuesday|May|September|Saturday/.test(t)) ||
      (p === 'at' && /o'clock|half|fifteen|noon/.test(t)),
  },
  {
    id: 'opened',
    text: 'This café opened {} {t}.',
    takes: (t, p) => p === 'in' && /^\d|July|May|December|spring|the summer|the autumn/.test(t),
  },
  {
    id: 'phone',
    text: 'Please turn off your phone {} {t}.',
    takes: (t, p) => p === 'at' && /end of the lesson|night|midnight/.test(t),
  },
  {
    id: 'gift',
    text: 'My friends gave me a bike {} {t}.',
    takes: (t, p) => p === 'on' && /birthday|New Year/.test(t),
  },
  {
    id: 'school',
    text: 'Children get new books {} {t}.',
    takes: (t, p) => p === 'on' && /first day|1st of September/.test(t),
  },
  {
    id: 'sunrise',
    text: 'The birds start singing {} {t}.',
    takes: (t, p) => (p === 'at' && /sunrise|six in the morning/.test(t)) || (p === 'in' && t === 'spring'),
  },
];

const TIME_REASON: Record<Prep, string> = { at: 'clock-time', on: 'day-date', in: 'month-year-part' };

export const prepositionsOfTime: TopicDef = topic({
  slug: 'prepositions-of-time',
  section: 'basics',
  name: L('Prepositions of time: at, on, in', 'Прийменники часу: at, on, in'),
  level: 'basic',
  possibleAnswers: ['at', 'on', 'in'],
  rule: L(
    'At for clock times and night (at 7 o’clock, at night); on for days and dates (on Monday, on 5 May); in for parts of the day, months, seasons and years (in the morning, in July, in 2019).',
    'At — для годин і ночі (at 7 o’clock, at night); on — для днів і дат (on Monday, on 5 May); in — для частин доби, місяців, пір року й років (in the morning, in July, in 2019).',
  ),
  signals: L(
    'a clock time → at; a day or date → on; a month, year, season → in',
    'година → at; день чи дата → on; місяць, рік, пора року → in',
  ),
  examples: [
    'The film starts at eight o’clock.',
    'My birthday is on the 5th of May, and we moved here in 2019.',
  ],
  rules: [
    rule(
      'at',
      'At goes with clock times and with night, noon, midnight.',
      'At — з годинами, а також night, noon, midnight.',
    ),
    rule('on', 'On goes with days of the week and dates.', 'On — з днями тижня й датами.'),
    rule(
      'in',
      'In goes with parts of the day, months, seasons, years and decades.',
      'In — з частинами доби, місяцями, порами року, роками й десятиліттями.',
    ),
  ],
  target: 500,
  *generate(rng) {
    const all = TIME_FRAMES.flatMap((frame) =>
      (Object.keys(TIME) as Prep[]).flatMap((p) =>
        TIME[p].filter((t) => frame.takes(t, p)).map((t) => [frame, p, t] as const),
      ),
    );
    for (const [frame, prep, time] of rng.shuffle(all)) {
      yield item(rng, {
        text: frame.text.replace('{t}', time),
        answer: prep,
        wrong: (['at', 'on', 'in'] as const)
          .filter((x) => x !== prep)
          .map((x) => d(x, 'wrong-preposition', { trigger: time, kind: TIME_REASON[prep] })),
        ruleId: prep,
        trigger: [time],
        skeleton: frame.id,
      });
    }
  },
});

/** Sentences where the place forces one preposition (no "at/in the station" pairs). */
const PLACE: [string, 'in' | 'on' | 'at', string][] = [
  ['The picture is {} the wall.', 'on', 'the wall'],
  ['The keys are {} the table.', 'on', 'the table'],
  ['There is a spider {} the ceiling.', 'on', 'the ceiling'],
  ['The cat is sleeping {} the sofa.', 'on', 'the sofa'],
  ['The books are {} the top shelf.', 'on', 'the top shelf'],
  ['Our flat is {} the third floor.', 'on', 'the third floor'],
  ['There is a bird {} the roof.', 'on', 'the roof'],
  ['The answer is {} page ten.', 'on', 'page ten'],
  ['The bank is {} the left.', 'on', 'the left'],
  ['I read the news {} my phone.', 'on', 'my phone'],
  ['There are no clouds {} the sky.', 'in', 'the sky'],
  ['The milk is {} the fridge.', 'in', 'the fridge'],
  ['My passport is {} my bag.', 'in', 'my bag'],
  ['The children are playing {} the garden.', 'in', 'the garden'],
  ['She lives {} Kyiv.', 'in', 'Kyiv'],
  ['My cousins live {} Canada.', 'in', 'Canada'],
  ['He is still {} bed.', 'in', 'bed'],
  ['The fish are swimming {} the water.', 'in', 'the water'],
  ['My mother is cooking {} the kitchen.', 'in', 'the kitchen'],
  ['Who is the girl {} this photo?', 'in', 'this photo'],
  ['There are ten students {} the classroom.', 'in', 'the classroom'],
  ['The shoes are {} the box.', 'in', 'the box'],
  ['We were stuck {} a traffic jam.', 'in', 'a traffic jam'],
  ['I am waiting {} the bus stop.', 'at', 'the bus stop'],
  ['She is {} home today.', 'at', 'home'],
  ['My dad is {} work until six.', 'at', 'work'],
  ['Write your name {} the top of the page.', 'at', 'the top of the page'],
  ['Sign {} the bottom of the form.', 'at', 'the bottom of the form'],
  ['Turn left {} the traffic lights.', 'at', 'the traffic lights'],
  ['Our house is {} the end of the street.', 'at', 'the end of the street'],
  ['Someone is knocking {} the door.', 'at', 'the door'],
  ['We met {} a party.', 'at', 'a party'],
  ['Please wait for me {} the entrance.', 'at', 'the entrance'],
  ['There is a mirror {} the wall.', 'on', 'the wall'],
  ['Put the plates {} the table, please.', 'on', 'the table'],
  ['The map is {} the wall next to the door.', 'on', 'the wall'],
  ['I left my umbrella {} the bus.', 'on', 'the bus'],
  ['He was sitting {} the floor.', 'on', 'the floor'],
  ['The money is {} my pocket.', 'in', 'my pocket'],
];

export const prepositionsOfPlace: TopicDef = topic({
  slug: 'prepositions-of-place',
  section: 'basics',
  name: L('Prepositions of place: in, on, at', 'Прийменники місця: in, on, at'),
  level: 'basic',
  possibleAnswers: ['in', 'on', 'at'],
  rule: L(
    'In for inside a space (in the box, in Kyiv); on for a surface (on the wall, on the table, on the third floor); at for a point (at the bus stop, at the door, at home, at work).',
    'In — всередині простору (in the box, in Kyiv); on — на поверхні (on the wall, on the table, on the third floor); at — у певній точці (at the bus stop, at the door, at home, at work).',
  ),
  signals: L(
    'inside → in; a surface → on; a point or event → at',
    'всередині → in; поверхня → on; точка чи подія → at',
  ),
  examples: ['The picture is on the wall.', 'I am waiting at the bus stop.'],
  rules: [
    rule(
      'in',
      'In: inside something, a room, a town or a country.',
      'In: всередині чогось, у кімнаті, місті чи країні.',
    ),
    rule(
      'on',
      'On: on a surface, a floor of a building, a page, a side.',
      'On: на поверхні, на поверсі, на сторінці, з боку.',
    ),
    rule(
      'at',
      'At: at a point, an address-like place, home, work, or an event.',
      'At: у точці, у місці як пункті, home, work або на події.',
    ),
  ],
  target: 200,
  *generate(rng) {
    for (const [text, prep, trigger] of rng.shuffle(PLACE)) {
      yield item(rng, {
        text,
        answer: prep,
        wrong: (['in', 'on', 'at'] as const)
          .filter((x) => x !== prep)
          .map((x) => d(x, 'wrong-preposition', { trigger, kind: `place-${prep}` })),
        ruleId: prep,
        trigger: [trigger],
        skeleton: text,
      });
    }
  },
});

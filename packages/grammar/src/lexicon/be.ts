import type { Person, Subject } from './subject.ts';

/**
 * Complements of be, in the singular and plural where they differ ("a doctor" / "doctors").
 * `past` marks those that read well with a past time ("at home yesterday"); `now` with "now"/"today".
 */
export interface BeComplement {
  sg: string;
  pl: string;
  past: boolean;
  now: boolean;
  /** People only (a job, an age); the rest also fits things. */
  human: boolean;
}

type Row = [sg: string, pl: string | null, past: 0 | 1, now: 0 | 1];

const ROWS: Row[] = [
  ['a doctor', 'doctors', 0, 0],
  ['a teacher', 'teachers', 0, 0],
  ['an engineer', 'engineers', 0, 0],
  ['a nurse', 'nurses', 0, 0],
  ['from Ukraine', null, 0, 0],
  ['from Lviv', null, 0, 0],
  ['at home', null, 1, 1],
  ['at work', null, 1, 1],
  ['at school', null, 1, 1],
  ['in the kitchen', null, 1, 1],
  ['in the garden', null, 1, 1],
  ['at the cinema', null, 1, 1],
  ['on holiday', null, 1, 1],
  ['very tired', null, 1, 1],
  ['hungry', null, 1, 1],
  ['busy', null, 1, 1],
  ['ill', null, 1, 1],
  ['happy', null, 1, 1],
  ['late for work', null, 1, 0],
  ['in London', null, 1, 1],
  ['at the station', null, 1, 1],
  ['good at maths', null, 0, 0],
  ['interested in history', null, 0, 0],
  ['afraid of dogs', null, 0, 0],
  ['married', null, 0, 0],
  ['thirty years old', null, 0, 0],
  ['very friendly', null, 0, 0],
  ['at the doctor’s', null, 1, 1],
  ['in the park', null, 1, 1],
  ['at a concert', null, 1, 1],
  ['angry with me', null, 1, 1],
  ['excited about the trip', null, 1, 1],
  ['in a hurry', null, 1, 1],
  ['at the airport', null, 1, 1],
  ['on the bus', null, 1, 1],
  ['a student', 'students', 0, 0],
  ['a good cook', 'good cooks', 0, 0],
];

export const BE_COMPLEMENTS: BeComplement[] = ROWS.map(([sg, pl, past, now]) => ({
  sg: sg.replace('’', "'"),
  pl: (pl ?? sg).replace('’', "'"),
  past: past === 1,
  now: now === 1,
  human: true,
}));

/** Unmistakably past: "on Monday", "in August" also name a coming day, which lets "is"/"isn't" in (round 1135). */
const BE_PAST_MARKERS = [
  'yesterday',
  'last night',
  'last weekend',
  'two days ago',
  'last Monday',
  'last week',
];
/** States that last minutes or hours (hungry, in the kitchen): a point in time, never "last week". */
const PASSING =
  /kitchen|garden|cinema|hungry|tired|station|doctor|park|concert|angry|hurry|airport|on the bus|late for/;
export const pastMarkersFor = (c: BeComplement): string[] =>
  PASSING.test(c.sg) ? BE_PAST_MARKERS.filter((m) => !/week/.test(m)) : BE_PAST_MARKERS;

// What follows be in the Be and Past Tense sections' sentences: person complements, things, past states.

/**
 * What follows "be". Each complement says which subjects it fits and whether a past time marker may
 * follow it:
 *   who: 'person' any person, 'sg' one person, 'pl' two or more people
 *   past: 'temp' a passing state (tired yesterday), 'job' a past role (a nurse ten years ago), '' none
 *   wh: a wh-question that reads naturally with it ("Why ... ?"), or ''
 */
export interface Complement {
  id: string;
  text: string;
  who: 'person' | 'sg' | 'pl';
  past: 'temp' | 'job' | '';
  wh: string;
}

const C = (text: string, who: Complement['who'], past: Complement['past'] = '', wh = ''): Complement => ({
  id: text.replace(/\W+/g, '-'),
  text,
  who,
  past,
  wh,
});

export const PERSON_COMPLEMENTS: Complement[] = [
  C('tired', 'person', 'temp', 'Why'),
  C('hungry', 'person', 'temp'),
  C('very happy', 'person', 'temp'),
  C('busy', 'person', 'temp', 'Why'),
  C('late', 'person', 'temp', 'Why'),
  C('ready', 'person', 'temp'),
  C('at home', 'person', 'temp', 'Why'),
  C('at work', 'person', 'temp'),
  C('in the kitchen', 'person', 'temp'),
  C('in the garden', 'person', 'temp'),
  C('at the station', 'person', 'temp', 'Why'),
  C('on holiday', 'person', 'temp'),
  C('from Ukraine', 'person'),
  C('from Kyiv', 'person'),
  C('very kind', 'person'),
  C('a bit nervous', 'person', 'temp', 'Why'),
  C('interested in art', 'person'),
  C('good at maths', 'person'),
  C('afraid of dogs', 'person'),
  C('ill', 'person', 'temp'),
  C('angry', 'person', 'temp', 'Why'),
  C('at the cinema', 'person', 'temp'),
  C('in Lviv', 'person', 'temp'),
  C('at the dentist', 'person', 'temp'),
  C('sad', 'person', 'temp', 'Why'),
  C('cold', 'person', 'temp'),
  C('in a hurry', 'person', 'temp', 'Why'),
  C('at the party', 'person', 'temp'),
  C('upset', 'person', 'temp', 'Why'),
  C('excited about the trip', 'person', 'temp'),
  C('at the gym', 'person', 'temp'),
  C('in the office', 'person', 'temp'),
  C('at the library', 'person', 'temp'),
  C('on the bus', 'person', 'temp'),
  C('at a concert', 'person', 'temp'),
  C('at the airport', 'person', 'temp', 'Why'),
  C('in bed', 'person', 'temp', 'Why'),
  C('on the phone', 'person', 'temp'),
  C('at the market', 'person', 'temp'),
  C('asleep', 'person', 'temp'),
  C('worried about the exam', 'person', 'temp', 'Why'),
  C('bored', 'person', 'temp', 'Why'),
  C('thirsty', 'person', 'temp'),
  C('at the beach', 'person', 'temp'),
  C('at the meeting', 'person', 'temp'),
  C('on time', 'person', 'temp'),
  C('in London', 'person', 'temp'),
  C('at a wedding', 'person', 'temp'),
  C('in the swimming pool', 'person', 'temp'),
  C('at the bus stop', 'person', 'temp', 'Why'),
  C('a teacher', 'sg', 'job'),
  C('a doctor', 'sg', 'job'),
  C('a nurse', 'sg', 'job'),
  C('an engineer', 'sg', 'job'),
  C('a student', 'sg', 'job'),
  C('a good cook', 'sg'),
  C('a great singer', 'sg'),
  C('the best player in the team', 'sg', 'job'),
  C('teachers', 'pl', 'job'),
  C('doctors', 'pl', 'job'),
  C('students', 'pl', 'job'),
  C('good friends', 'pl'),
  C('in the same class', 'pl', 'job'),
  C('neighbours', 'pl', 'job'),
];

/** Things as subjects: number is fixed by the noun (the news is, my jeans are). */
export interface ThingClause {
  id: string;
  subject: string;
  person: Extract<Person, '3sg' | '3pl'>;
  rest: string;
  past: boolean;
  /** Why the noun's number may surprise a learner ("news" is singular; "jeans" plural). */
  note?: string;
}

/**
 * A thing in the past needs its own context, not a bare "yesterday" ("The film was really boring yesterday"
 * was crossed out): the full sentence with ___ for was/were, and, where it reads well, the negative one.
 * A context that leaves the present possible ("The shoes ___ too small") is avoided: the past is fixed by a
 * past marker or by a second past verb ("so I took them back").
 */
export interface PastThing {
  id: string;
  subject: string;
  person: '3sg' | '3pl';
  text: string;
  /** A negative reads naturally too ("The door wasn't open when I came home"). */
  neg: boolean;
  trigger: string;
  note?: string;
}

const P = (
  subject: string,
  person: '3sg' | '3pl',
  text: string,
  trigger: string,
  neg = true,
  note?: string,
): PastThing => ({
  id: `past-${subject}-${text}`.replace(/\W+/g, '-').slice(0, 60),
  subject,
  person,
  text,
  neg,
  trigger,
  ...(note ? { note } : {}),
});

export const PAST_THINGS: PastThing[] = [
  P('the weather', '3sg', 'The weather ___ lovely yesterday.', 'yesterday', false),
  P('the film', '3sg', 'The film last night ___ really boring.', 'last night', false),
  P('my phone', '3sg', 'My phone ___ in my bag the whole time.', 'the whole time', false),
  P('the news', '3sg', 'The news from the hospital ___ good yesterday.', 'yesterday', true, 'news'),
  P('the bread', '3sg', 'The bread ___ fresh yesterday, but now it is hard.', 'yesterday', false),
  P('the water', '3sg', 'The water in the lake ___ too cold yesterday.', 'yesterday'),
  P('the room', '3sg', 'The hotel room ___ very quiet last night.', 'last night'),
  P('the bus', '3sg', 'The bus ___ late again yesterday.', 'yesterday', false),
  P('the exam', '3sg', "Yesterday's exam ___ really difficult.", "yesterday's"),
  P('the door', '3sg', 'The door ___ open when I came home.', 'came'),
  P('the cake', '3sg', 'The cake at the party last night ___ delicious.', 'last night', false),
  P(
    'the information',
    '3sg',
    'The information you gave me yesterday ___ really useful.',
    'yesterday',
    true,
    'information',
  ),
  P('the shoes', '3pl', 'The shoes ___ too small, so I took them back to the shop.', 'took', false),
  P('my jeans', '3pl', 'My jeans ___ in the wash, so I wore my old trousers.', 'wore', false, 'jeans'),
  P('the keys', '3pl', 'The keys ___ in the drawer the whole time.', 'the whole time', false),
  P('your glasses', '3pl', 'Your glasses ___ on the table when I left.', 'left', true, 'glasses'),
  P(
    'the tickets',
    '3pl',
    "The tickets for the concert ___ very expensive, so we didn't go.",
    "didn't go",
    false,
  ),
  P('the windows', '3pl', 'The windows ___ open all night, so the room was cold.', 'was cold', false),
  P('the streets', '3pl', 'The streets ___ wet after the rain last night.', 'last night', false),
  P('the lessons', '3pl', 'The lessons at the summer school last year ___ really interesting.', 'last year'),
  P(
    'my trousers',
    '3pl',
    'My trousers ___ too long, so my mother shortened them.',
    'shortened',
    false,
    'trousers',
  ),
  P('the shorts', '3pl', 'The shorts ___ too big, so I gave them to my brother.', 'gave', false, 'shorts'),
  P('the shops', '3pl', 'The shops ___ very busy before Christmas last year.', 'last year'),
  P('the children', '3pl', 'The children ___ asleep when we got home.', 'got home'),
  P('the flowers', '3pl', 'The flowers at the wedding last Saturday ___ beautiful.', 'last Saturday', false),
  P('the questions', '3pl', "The questions in yesterday's test ___ easy.", "yesterday's"),
  P('the museum', '3sg', 'The museum ___ closed when we got there.', 'got there', false),
  P('the tickets', '3pl', 'The train tickets ___ cheaper last year.', 'last year', false),
  P(
    'the people',
    '3pl',
    'The people at the hotel ___ very friendly last summer.',
    'last summer',
    false,
    'people',
  ),
];

/**
 * How a passing state of a person is dated in the past: a feeling by its cause or a point of time
 * ("hungry after the long walk yesterday", not "hungry last Monday"), a place by a point or a day.
 * An empty list keeps the state out of the past ("ready", said of a plan, not a day).
 */
export const PAST_FOR: Record<string, string[]> = {
  hungry: ['after the long walk yesterday', 'at lunchtime yesterday'],
  thirsty: ['after the run yesterday', 'after the long walk yesterday'],
  cold: ['on the way home last night', 'at the stadium last night'],
  tired: ['after work yesterday', 'last night', 'after the match yesterday'],
  'very happy': ['at the party last night', 'yesterday'],
  ready: [],
  ill: ['yesterday', 'last Monday'],
  bored: ['during the film last night', 'at the lesson yesterday'],
  'a bit nervous': ['before the exam yesterday', 'before the interview yesterday'],
  'in a hurry': ['yesterday morning'],
  'on holiday': ['last week', 'in August last year'],
  'in Lviv': ['last week', 'last weekend'],
  'in London': ['last week', 'last summer'],
  asleep: ['when you called', "at ten o'clock last night"],
  'on the phone': ['when the doorbell rang', "at six o'clock yesterday"],
  'on time': ['yesterday', 'for the meeting yesterday'],
  'the best player in the team': ['last season', 'at school'],
  'in the same class': ['at school', 'at primary school'],
  neighbours: [],
  // A wedding or a party is on a weekend or an evening, not "last Monday".
  'at a wedding': ['last Saturday', 'last summer'],
  'at the party': ['last night', 'last Saturday'],
  'at a concert': ['last night', 'last Saturday'],
};

/** Feelings: a statement that someone was not bored or sad out of the blue is odd; asked about, they read well. */
export const FEELING =
  /^(tired|hungry|thirsty|very happy|sad|cold|angry|upset|bored|a bit nervous|ill|worried|excited)/;

const T = (
  subject: string,
  person: '3sg' | '3pl',
  rest: string,
  past = true,
  note?: string,
): ThingClause => ({
  id: `${subject}-${rest}`.replace(/\W+/g, '-'),
  subject,
  person,
  rest,
  past,
  ...(note ? { note } : {}),
});

export const THING_CLAUSES: ThingClause[] = [
  T('the coffee', '3sg', 'too hot'),
  T('this soup', '3sg', 'very tasty'),
  T('the film', '3sg', 'really boring'),
  T('the weather', '3sg', 'lovely'),
  T('the shop', '3sg', 'closed on Sundays', false),
  T('the museum', '3sg', 'free on Mondays', false),
  T('my phone', '3sg', 'in my bag'),
  T('the news', '3sg', 'good', true, 'news'),
  T('maths', '3sg', 'my favourite subject', false, 'maths'),
  T('the bread', '3sg', 'fresh'),
  T('the milk', '3sg', 'in the fridge'),
  T('the station', '3sg', 'near here', false),
  T('the water', '3sg', 'too cold'),
  T('the room', '3sg', 'very quiet'),
  T('the bus', '3sg', 'late again'),
  T('the exam', '3sg', 'difficult'),
  T('the door', '3sg', 'open'),
  T('the cake', '3sg', 'delicious'),
  T('the information', '3sg', 'useful', true, 'information'),
  T('my advice', '3sg', 'simple', false, 'advice'),
  T('the shoes', '3pl', 'too small'),
  T('these apples', '3pl', 'from our garden'),
  T('my jeans', '3pl', 'in the wash', true, 'jeans'),
  T('the keys', '3pl', 'in the drawer'),
  T('your glasses', '3pl', 'on the table', true, 'glasses'),
  T('the tickets', '3pl', 'expensive'),
  T('the trains', '3pl', 'late today', false),
  T('the windows', '3pl', 'open'),
  T('the streets', '3pl', 'wet'),
  T('the lessons', '3pl', 'interesting'),
  T('my trousers', '3pl', 'too long', true, 'trousers'),
  T('my shorts', '3pl', 'too big', true, 'shorts'),
  T('the shops', '3pl', 'busy'),
  T('the eggs', '3pl', 'fresh'),
  T('the children', '3pl', 'asleep'),
  T('the flowers', '3pl', 'beautiful'),
  T('the questions', '3pl', 'easy'),
  T('the people here', '3pl', 'very friendly', false, 'people'),
];

/** Jobs and work places need an adult subject; "the students are students" is never produced. */
const ADULT_ONLY = /teacher|doctor|nurse|engineer|at work|neighbours|cook|office|meeting|wedding/;

export const fits = (c: Complement, s: Subject): boolean => {
  if (!s.adult && ADULT_ONLY.test(c.text)) return false;
  if (s.text.includes('student') && c.text.includes('student')) return false;
  // A group does not go to the dentist together.
  if (/dentist/.test(c.text) && !(s.person === '1sg' || s.person === '3sg' || s.person === '2')) return false;
  if (c.who === 'person') return true;
  if (c.who === 'sg') return s.person === '1sg' || s.person === '3sg' || s.person === '2';
  return s.person === '1pl' || s.person === '3pl' || s.person === '2';
};

/** Past markers for a passing state and for a past role. */
export const PAST_TEMP = [
  'yesterday',
  'last night',
  'last Monday',
  "at six o'clock yesterday",
  'two days ago',
];
export const PAST_JOB = ['ten years ago', 'in 2015', 'before the pandemic'];
export const NOW_MARKERS = ['now', 'at the moment', 'right now'];

import { z } from 'zod';
import data from './be.data.json' with { type: 'json' };
import { record, table } from './data.ts';
import type { Person, Subject } from './subject.ts';
import { tableRows } from './table.ts';

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

const RowSchema = z.tuple([
  z.string(),
  z.union([z.string(), z.null()]),
  z.union([z.literal(0), z.literal(1)]),
  z.union([z.literal(0), z.literal(1)]),
]);

const ROWS: Row[] = table('ROWS', data.ROWS, RowSchema);

export const BE_COMPLEMENTS: BeComplement[] = ROWS.map(([sg, pl, past, now]) => ({
  sg: sg.replace('’', "'"),
  pl: (pl ?? sg).replace('’', "'"),
  past: past === 1,
  now: now === 1,
  human: true,
}));

/** Unmistakably past: "on Monday", "in August" also name a coming day, which lets "is"/"isn't" in (round 1135). */
const BE_PAST_MARKERS = table('BE_PAST_MARKERS', data.BE_PAST_MARKERS, z.string());
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

const THING_PERSONS = ['3sg', '3pl'] as const;

/** Checks a table's column against the values its type allows, naming the row that breaks it. */
const oneOf = <V extends string>(values: readonly V[], col: string | undefined, row: string[]): V => {
  const v = values.find((x) => x === (col ?? ''));
  if (v === undefined) throw new Error(`be: bad row "${row.join(' | ')}"`);
  return v;
};

const WHO = ['person', 'sg', 'pl'] as const;
const PASTS = ['', 'temp', 'job'] as const;

/** One complement a line: text | who | past ('temp', 'job' or none) | wh (or none). */
const PERSON_TABLE = `
tired | person | temp | Why
hungry | person | temp
very happy | person | temp
busy | person | temp | Why
late | person | temp | Why
ready | person | temp
at home | person | temp | Why
at work | person | temp
in the kitchen | person | temp
in the garden | person | temp
at the station | person | temp | Why
on holiday | person | temp
from Ukraine | person
from Kyiv | person
very kind | person
a bit nervous | person | temp | Why
interested in art | person
good at maths | person
afraid of dogs | person
ill | person | temp
angry | person | temp | Why
at the cinema | person | temp
in Lviv | person | temp
at the dentist | person | temp
sad | person | temp | Why
cold | person | temp
in a hurry | person | temp | Why
at the party | person | temp
upset | person | temp | Why
excited about the trip | person | temp
at the gym | person | temp
in the office | person | temp
at the library | person | temp
on the bus | person | temp
at a concert | person | temp
at the airport | person | temp | Why
in bed | person | temp | Why
on the phone | person | temp
at the market | person | temp
asleep | person | temp
worried about the exam | person | temp | Why
bored | person | temp | Why
thirsty | person | temp
at the beach | person | temp
at the meeting | person | temp
on time | person | temp
in London | person | temp
at a wedding | person | temp
in the swimming pool | person | temp
at the bus stop | person | temp | Why
a teacher | sg | job
a doctor | sg | job
a nurse | sg | job
an engineer | sg | job
a student | sg | job
a good cook | sg
a great singer | sg
the best player in the team | sg | job
teachers | pl | job
doctors | pl | job
students | pl | job
good friends | pl
in the same class | pl | job
neighbours | pl | job
`;

export const PERSON_COMPLEMENTS: Complement[] = tableRows(PERSON_TABLE).map((row) => {
  const [text = '', who, past, wh = ''] = row;
  return {
    id: text.replace(/\W+/g, '-'),
    text,
    who: oneOf(WHO, who, row),
    past: oneOf(PASTS, past, row),
    wh,
  };
});

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

/** One thing a line: subject | person | text | trigger | "no negative" where it has none | note. */
const PAST_TABLE = `
the weather | 3sg | The weather ___ lovely yesterday. | yesterday | no negative
the film | 3sg | The film last night ___ really boring. | last night | no negative
my phone | 3sg | My phone ___ in my bag the whole time. | the whole time | no negative
the news | 3sg | The news from the hospital ___ good yesterday. | yesterday | | news
the bread | 3sg | The bread ___ fresh yesterday, but now it is hard. | yesterday | no negative
the water | 3sg | The water in the lake ___ too cold yesterday. | yesterday
the room | 3sg | The hotel room ___ very quiet last night. | last night
the bus | 3sg | The bus ___ late again yesterday. | yesterday | no negative
the exam | 3sg | Yesterday's exam ___ really difficult. | yesterday's
the door | 3sg | The door ___ open when I came home. | came
the cake | 3sg | The cake at the party last night ___ delicious. | last night | no negative
the information | 3sg | The information you gave me yesterday ___ really useful. | yesterday | | information
the shoes | 3pl | The shoes ___ too small, so I took them back to the shop. | took | no negative
my jeans | 3pl | My jeans ___ in the wash, so I wore my old trousers. | wore | no negative | jeans
the keys | 3pl | The keys ___ in the drawer the whole time. | the whole time | no negative
your glasses | 3pl | Your glasses ___ on the table when I left. | left | | glasses
the tickets | 3pl | The tickets for the concert ___ very expensive, so we didn't go. | didn't go | no negative
the windows | 3pl | The windows ___ open all night, so the room was cold. | was cold | no negative
the streets | 3pl | The streets ___ wet after the rain last night. | last night | no negative
the lessons | 3pl | The lessons at the summer school last year ___ really interesting. | last year
my trousers | 3pl | My trousers ___ too long, so my mother shortened them. | shortened | no negative | trousers
the shorts | 3pl | The shorts ___ too big, so I gave them to my brother. | gave | no negative | shorts
the shops | 3pl | The shops ___ very busy before Christmas last year. | last year
the children | 3pl | The children ___ asleep when we got home. | got home
the flowers | 3pl | The flowers at the wedding last Saturday ___ beautiful. | last Saturday | no negative
the questions | 3pl | The questions in yesterday's test ___ easy. | yesterday's
the museum | 3sg | The museum ___ closed when we got there. | got there | no negative
the tickets | 3pl | The train tickets ___ cheaper last year. | last year | no negative
the people | 3pl | The people at the hotel ___ very friendly last summer. | last summer | no negative | people
`;

export const PAST_THINGS: PastThing[] = tableRows(PAST_TABLE).map((row) => {
  const [subject = '', person, text = '', trigger = '', neg, note] = row;
  return {
    id: `past-${subject}-${text}`.replace(/\W+/g, '-').slice(0, 60),
    subject,
    person: oneOf(THING_PERSONS, person, row),
    text,
    neg: oneOf(['', 'no negative'] as const, neg, row) === '',
    trigger,
    ...(note ? { note } : {}),
  };
});

/**
 * How a passing state of a person is dated in the past: a feeling by its cause or a point of time
 * ("hungry after the long walk yesterday", not "hungry last Monday"), a place by a point or a day.
 * An empty list keeps the state out of the past ("ready", said of a plan, not a day).
 *
 * Notes on rows (the rows are in be.data.json):
 * - before row "'at a wedding'": A wedding or a party is on a weekend or an evening, not "last Monday".
 */
export const PAST_FOR: Record<string, string[]> = record('PAST_FOR', data.PAST_FOR, z.array(z.string()));

/** Feelings: a statement that someone was not bored or sad out of the blue is odd; asked about, they read well. */
export const FEELING =
  /^(tired|hungry|thirsty|very happy|sad|cold|angry|upset|bored|a bit nervous|ill|worried|excited)/;

/** One thing a line: subject | person | rest | "no past" where it does not read in the past | note. */
const THING_TABLE = `
the coffee | 3sg | too hot
this soup | 3sg | very tasty
the film | 3sg | really boring
the weather | 3sg | lovely
the shop | 3sg | closed on Sundays | no past
the museum | 3sg | free on Mondays | no past
my phone | 3sg | in my bag
the news | 3sg | good | | news
maths | 3sg | my favourite subject | no past | maths
the bread | 3sg | fresh
the milk | 3sg | in the fridge
the station | 3sg | near here | no past
the water | 3sg | too cold
the room | 3sg | very quiet
the bus | 3sg | late again
the exam | 3sg | difficult
the door | 3sg | open
the cake | 3sg | delicious
the information | 3sg | useful | | information
my advice | 3sg | simple | no past | advice
the shoes | 3pl | too small
these apples | 3pl | from our garden
my jeans | 3pl | in the wash | | jeans
the keys | 3pl | in the drawer
your glasses | 3pl | on the table | | glasses
the tickets | 3pl | expensive
the trains | 3pl | late today | no past
the windows | 3pl | open
the streets | 3pl | wet
the lessons | 3pl | interesting
my trousers | 3pl | too long | | trousers
my shorts | 3pl | too big | | shorts
the shops | 3pl | busy
the eggs | 3pl | fresh
the children | 3pl | asleep
the flowers | 3pl | beautiful
the questions | 3pl | easy
the people here | 3pl | very friendly | no past | people
`;

export const THING_CLAUSES: ThingClause[] = tableRows(THING_TABLE).map((row) => {
  const [subject = '', person, rest = '', past, note] = row;
  return {
    id: `${subject}-${rest}`.replace(/\W+/g, '-'),
    subject,
    person: oneOf(THING_PERSONS, person, row),
    rest,
    past: oneOf(['', 'no past'] as const, past, row) === '',
    ...(note ? { note } : {}),
  };
});

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
export const PAST_TEMP = table('PAST_TEMP', data.PAST_TEMP, z.string());
export const PAST_JOB = ['ten years ago', 'in 2015', 'before the pandemic'];
export const NOW_MARKERS = ['now', 'at the moment', 'right now'];

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

export const BE_PAST_MARKERS = [
  'yesterday',
  'last night',
  'last weekend',
  'two days ago',
  'on Monday',
  'last week',
];
/** States that last minutes or hours (hungry, in the kitchen): a point in time, never "last week". */
const PASSING =
  /kitchen|garden|cinema|hungry|tired|station|doctor|park|concert|angry|hurry|airport|on the bus|late for/;
export const pastMarkersFor = (c: BeComplement): string[] =>
  PASSING.test(c.sg) ? BE_PAST_MARKERS.filter((m) => !/week/.test(m)) : BE_PAST_MARKERS;

/**
 * What "used to" is said about, and when. A past habit is dated by the subject's own past ("when she was a
 * child", "before he retired", "when they lived in Lviv"), never by the speaker's ("Tom used to make coffee
 * for his colleagues when I was a child" was crossed out); a childhood takes childhood activities, a working
 * life takes work; and a negative says what changed ("I didn't use to go to the gym, but now I do").
 *
 * Tails use the tokens `fillFor` (fill.ts) fills: {pron}, {poss}, {was}.
 */

import { z } from 'zod';
import { table } from './data.ts';
import { type Frame, isTask } from './frames.ts';
import type { FrameSubject as Subject } from './people.ts';
import { isPlural } from './subject.ts';
import data from './used-to-pairs.data.json' with { type: 'json' };

export type PastKind = 'child' | 'adult';

export interface PastTail {
  text: string;
  kind: PastKind;
  /** Only these subjects (retired people, parents). */
  only?: RegExp;
  /** Dates an activity, not a state ("used to know all her neighbours at university" reads oddly). */
  habit?: boolean;
  /** Dates only a working day's habit (the bus to work, lunch with colleagues), not a hobby. */
  job?: boolean;
  /**
   * A life event dates only what it plausibly changed: having children ends going out and travelling,
   * retiring ends the working day ("Tom and Anna used to wear glasses before they had children" was
   * crossed out: glasses have nothing to do with children).
   */
  changed?: RegExp;
}

/** What a couple with young children gives up: going out, travelling, late nights, time for a hobby. */
const FREE_LIFE =
  /go (out|dancing|camping|skiing|hiking|to the (cinema|theatre|gym))|travel|fly to|visit (London|Paris)|spend (a week|two weeks)|stay at a hotel|climb mountains|go to bed late|sing in a choir|play the guitar|paint pictures|play tennis|go for a run|practise yoga|go swimming|read a book in bed|order pizza|meet .*friends|take photos|own a motorbike|have a lot of free time|small flat|sports car/;
/** What retiring ends: the working day and its hours. */
const WORKING_DAY =
  /\b(work|office|colleagues|clients|boss|uniform|reports)\b|bus to work|early train|leave home at|get up at|drive to the office|canteen|finish work|be a teacher|teach|company car/;
/** Looks and tastes: no move or city dates them ("used to wear glasses when she lived in Lviv"). */
const LOOKS_TASTES =
  /glasses|long hair|beard|\b(like|love|hate|enjoy|believe|understand)\b|eat fish|shy|afraid/;
const NOT_LOOKS = new RegExp(`^(?!.*(${LOOKS_TASTES.source}))`);

const YOUNG = /^(the children|the students)$/;

const PAST_TAILS: readonly PastTail[] = [
  { text: 'when {pron} {was} a child', kind: 'child' },
  { text: 'when {pron} {was} little', kind: 'child' },
  { text: 'when {pron} {was} at school', kind: 'child' },
  {
    text: 'at university',
    kind: 'adult',
    habit: true,
    only: /^(I|we|they|he|she|my friends|my sister|my brother|my best friend|my cousins|Anna|Tom|Olena|Mark|Andriy|Maria)$/,
  },
  { text: 'before {pron} moved to Kyiv', kind: 'adult', changed: NOT_LOOKS },
  { text: 'when {pron} lived in Lviv', kind: 'adult', changed: NOT_LOOKS },
  {
    text: 'before {pron} had children',
    kind: 'adult',
    only: /^(I|we|my mother|my dad|my parents|Tom and Anna|my neighbour|our neighbours|Anna|Tom|Mark|Olena)$/,
    changed: FREE_LIFE,
  },
  {
    text: 'before {pron} retired',
    kind: 'adult',
    only: /^(my grandfather|my parents|my neighbour|our neighbours)$/,
    changed: WORKING_DAY,
  },
  { text: 'when {pron} worked in the city centre', kind: 'adult', habit: true, job: true },
];

/** A working day's habits, the only ones "when she worked in the city centre" dates. */
const JOB =
  /\b(work|office|colleagues|clients|boss|bus|train|station|canteen|coffee|lunch|newspaper|podcasts|radio)\b/;

const GREW_UP_APART = /^(our neighbours|my parents|Tom and Anna)$/;

/** What a child does before school age, and what school ends (going to bed late). */
const PRESCHOOL =
  /\b(sandcastles|ducks|pictures of animals|very shy|fairy tales|toys|go to bed late|sleep late)\b/;

/** The children and the students look back on when they were younger. */
const YOUNG_TAILS: readonly PastTail[] = [
  { text: 'when {pron} {was} younger', kind: 'child' },
  // Starting school ends a pre-school habit, not looks or tastes ("The students used to wear glasses before
  // they started school" was crossed out).
  // and only a small child's habit or taste: "The students used to travel around Europe / go to the theatre
  // before they started school" (review: what a four-year-old does not do).
  { text: 'before {pron} started school', kind: 'child', changed: PRESCHOOL },
];

/** "when they were children": a plural subject takes the plural noun. */
const pluralise = (text: string, s: Subject) =>
  isPlural(s) && s.text !== 'you' ? text.replace('{was} a child', '{was} children') : text;

/**
 * The times that date a past habit or state of this subject. `what` is the habit or state itself: a state
 * takes no job or university tail, and "live near the sea" no "when she lived in Lviv".
 */
export const tailsFor = (s: Subject, kind: PastKind, what: { state: boolean; text: string }): string[] => {
  if (YOUNG.test(s.text))
    return kind === 'child'
      ? YOUNG_TAILS.filter((t) => !(t.changed && !t.changed.test(what.text))).map((t) => t.text)
      : [];
  // Neighbours, a couple or parents did not grow up together: no "when they were children".
  if (kind === 'child' && GREW_UP_APART.test(s.text)) return [];
  return PAST_TAILS.filter(
    (t) =>
      t.kind === kind &&
      (!t.only || t.only.test(s.text)) &&
      !(what.state && t.habit) &&
      !(t.job && !JOB.test(what.text)) &&
      !(t.changed && !t.changed.test(what.text)) &&
      !(/\blive\b/.test(what.text) && /lived/.test(t.text)) &&
      // "meet clients in the city centre when she worked in the city centre" says the place twice (review 1601).
      !(/in the city centre/.test(what.text) && /city centre/.test(t.text)),
  ).map((t) => pluralise(t.text, s));
};

/**
 * Tails for a habit or state of any kind: 'both' takes a childhood's and a grown-up's; a grown-up's chore or
 * job ("iron his shirts") is not dated "at university".
 */
export const allTailsFor = (s: Subject, kind: PastKind | 'both', what: { state: boolean; text: string }) =>
  kind === 'both'
    ? [...tailsFor(s, 'child', what), ...tailsFor(s, 'adult', what)]
    : kind === 'adult'
      ? tailsFor(s, 'adult', what).filter((t) => !/university/.test(t))
      : tailsFor(s, 'child', what);

/** Frames that are a grown-up's life (work, children, a household) and not a childhood. */
const GROWN_UP =
  /children|son|daughter|colleagues|clients|boss|office|\bwork\b|rent|newspaper|coffee|shirts|dishwasher|sheets|polish|shopping|market|house|hotel|the car|fence|teach|wine|grass|vegetables|email|radio|lunch for|dinner for/;
/** Frames that are a childhood (sandcastles, comics, cartoons) and not a grown-up's habit to give up. */
const CHILDHOOD = /sandcastles|comics|pictures of animals|ducks|homework|computer games|zoo/;

/** Chores are nobody's remembered habit ("Did they use to change the bed sheets?"). */
const CHORE =
  /bed sheets|dishwasher|make the bed|lay the table|vacuum|sweep|polish|iron|water the|wash the dishes|clean the|tidy|empty|feed the cat|do the shopping|cut the grass/;

export const frameKind = (f: Frame): PastKind | 'both' | null => {
  const phrase = `${f.verb} ${f.rest}`;
  if (CHORE.test(phrase) || /learn new words|plant flowers/.test(phrase)) return null;
  // One finished job ("paint the fence", "write a letter to his aunt") is no habit to remember.
  if (isTask(f) && !TAKE_UP.has(phrase)) return null;
  if (f.adult || GROWN_UP.test(phrase)) return 'adult';
  if (CHILDHOOD.test(phrase)) return 'child';
  return 'both';
};

/**
 * Habits a grown-up takes up, so "didn't use to …, but now she does" reads as a change. Keys are
 * `verb rest` as in frames.ts.
 */
export const TAKE_UP: ReadonlySet<string> = new Set([
  'go to the gym',
  'go for a run',
  'jog in the park',
  'practise yoga',
  'go swimming',
  'play tennis',
  'go hiking in the mountains',
  'cook dinner for the family',
  'bake bread',
  'drink green tea',
  'read the newspaper',
  'listen to podcasts',
  'ride a bike to work',
  'cycle to the shops',
  'work from home',
  'grow tomatoes in the garden',
  'work in the garden',
  'go to the theatre',
  'travel by train',
  'study English',
  'sing in a choir',
  'play the guitar',
  'practise the piano',
  'go camping',
  'go fishing',
  'go skiing',
  'walk to the station',
  'read a book in bed',
  'watch the news on TV',
  'borrow books from the library',
  'go dancing',
  'take photos of the city',
  'paint pictures',
  'write in {poss} diary',
]);

export interface PastState {
  text: string;
  kind: PastKind | 'both';
  /** Its form after a plural subject ("be teachers", "have beards"). */
  plural?: string;
  /** Only one person: a beard, long hair, a red car. */
  one?: boolean;
  /** One household's: not for friends, cousins or students. */
  home?: boolean;
  /** The state now, for "didn't use to …, but now {pron} do{es}". */
  changes?: boolean;
  /**
   * A habit more than a state: "would eat fish" is also right for a repeated past action, so would-vs-used-to
   * leaves it out (the used-to topic keeps it).
   */
  habit?: boolean;
}

const PastKindSchema = z.enum(['child', 'adult']);

const PastStateSchema = z.strictObject({
  text: z.string(),
  kind: z.union([PastKindSchema, z.literal('both')]),
  plural: z.string().optional(),
  one: z.boolean().optional(),
  home: z.boolean().optional(),
  changes: z.boolean().optional(),
  habit: z.boolean().optional(),
});

/**
 * States: would cannot describe them, so only used to fits ("I used to have a dog", not "would have").
 *
 * Notes on rows (the rows are in used-to-pairs.data.json):
 * - before row {"text":"wear glasses","kind":"adult","changes":true}: An adult's: children who "used to wear glasses before they started school" read as a cure.
 * - before row {"text":"live in a small flat","kind":"adult","home":true}: States a life event ends: a small flat or a sports car before children, a company car before retiring.
 */
export const PAST_STATES: readonly PastState[] = table('PAST_STATES', data.PAST_STATES, PastStateSchema);

/** The state as said of this subject; null when it does not fit (a beard on a group, a child's job). */
export const stateFor = (st: PastState, s: Subject): string | null => {
  if (st.one && isPlural(s) && s.text !== 'you') return null;
  if (st.kind === 'adult' && YOUNG.test(s.text)) return null;
  if (st.home && /^(my friends|my cousins|the students)$/.test(s.text)) return null;
  if (/beard/.test(st.text) && s.poss === 'her') return null;
  // Glasses are one person's eyes: a group (the students, my friends) did not all wear them and stop.
  if (/glasses/.test(st.text) && isPlural(s) && !/^(you|we|they)$/.test(s.text)) return null;
  return isPlural(s) && s.text !== 'you' && st.plural ? st.plural : st.text;
};

/**
 * What "have to" is said about: a duty, a rule or a need, with the context that makes it one ("wear a
 * helmet when she rides a bike", "stay in bed until his temperature goes down"). An everyday pleasure with a
 * frequency ("My cousins have to eat fruit for breakfast every day") is no obligation, as the teachers' blind
 * round found, so the have-to topic draws from these duties and from the shared frames that are chores or
 * work (`DUTY_FRAME_KEYS`), never from pastimes.
 *
 * Rests and contexts hold the tokens `fillFor` (fill.ts) fills for the subject ({poss}, {pron}, {s}, {es},
 * {is}, {pl}: "turn off their phones").
 */
import type { FrameSubject as Subject } from './people.ts';
import { isPlural } from './subject.ts';

export interface Duty {
  id: string;
  verb: string;
  rest: string;
  /** What makes it a duty; an empty string when the phrase already says so ("wear a uniform at work"). */
  contexts: readonly string[];
  who: 'work' | 'school' | 'any' | 'adult';
  /** One person's own body or bed: not said of a group. */
  one?: boolean;
  /** A household chore: not for friends, cousins or students, who share no home. */
  home?: boolean;
}

const D = (
  id: string,
  verb: string,
  rest: string,
  contexts: readonly string[],
  who: Duty['who'],
  extra: Pick<Duty, 'one' | 'home'> = {},
): Duty => ({ id, verb, rest, contexts, who, ...extra });

export const DUTIES: readonly Duty[] = [
  D('up-six', 'get', 'up at six', ['on weekdays', 'because {poss} work starts at seven'], 'work'),
  D(
    'up-six-school',
    'get',
    'up at seven',
    ['on school days', 'because the school bus comes at half past seven'],
    'school',
  ),
  D('uniform-work', 'wear', 'a uniform at work', ['', 'even in summer'], 'work'),
  D('uniform-school', 'wear', 'a uniform at school', ['', 'even on hot days'], 'school'),
  D(
    'passport',
    'show',
    '{poss} passport{pl}',
    ['at the border', 'at the airport', 'when {pron} check{s} in at a hotel'],
    'adult',
  ),
  D('shoes-off', 'take', '{poss} shoes off', ['at the door', 'before {pron} go{es} into the gym'], 'any'),
  D('saturdays', 'work', 'on Saturdays', ['this month', 'in the busy season'], 'work'),
  D(
    'bus-car',
    'take',
    'the bus to work',
    ['because {poss} car is at the garage', 'this week because {poss} car is broken'],
    'work',
  ),
  D('homework-dinner', 'do', '{poss} homework before dinner', ['', 'on weekdays'], 'school'),
  D('medicine', 'take', '{poss} medicine', ['three times a day', 'before every meal'], 'any', { one: true }),
  D('glasses', 'wear', 'glasses', ['for reading', 'when {pron} drive{s}'], 'adult', { one: true }),
  D('rent', 'pay', 'the rent', ['by the fifth of every month', 'on the first day of every month'], 'adult'),
  D('stay-bed', 'stay', 'in bed', ['for a few days', 'until {poss} temperature goes down'], 'any', {
    one: true,
  }),
  D(
    'leave-seven',
    'leave',
    'home at seven',
    ['because {poss} office is far from home', 'to catch the first train'],
    'work',
  ),
  D(
    'change-trains',
    'change',
    'trains twice',
    ['on {poss} way to work', "to get to {poss} grandparents' village"],
    'work',
  ),
  D('report-friday', 'write', 'a report', ['every Friday', 'at the end of every month'], 'work'),
  D('piano-exam', 'practise', 'the piano every day', ['before {poss} exam', 'before the concert'], 'any', {
    one: true,
  }),
  D('study-exams', 'study', 'for {poss} exams', ['this weekend', 'every evening this month'], 'school'),
  D(
    'little-brother',
    'look',
    'after {poss} little brother',
    ['after school', 'when {poss} parents are at work'],
    'school',
  ),
  D('walk-dog', 'walk', 'the dog', ['twice a day', 'before work'], 'adult', { home: true }),
  D('queue', 'wait', 'in a long queue', ['at the post office', 'at the embassy'], 'adult'),
  D('helmet', 'wear', 'a helmet', ['when {pron} ride{s} a bike', 'on the building site'], 'any'),
  D('phone-off', 'turn', 'off {poss} phone{pl}', ['during lessons', 'in the exam room'], 'school'),
  D('phone-off-work', 'turn', 'off {poss} phone{pl}', ['in meetings', 'at the hospital'], 'work'),
  D('parking', 'pay', 'for parking', ['in the city centre', 'near the station'], 'adult'),
  D('visa', 'get', 'a visa', ['to travel to the USA', 'to work in Canada'], 'adult'),
  D(
    'tidy-out',
    'tidy',
    '{poss} room',
    ['before {pron} go{es} out', 'before {pron} can play computer games'],
    'school',
  ),
  D('bed-nine', 'go', 'to bed at nine', ['on school nights', 'during the school year'], 'school'),
  D(
    'words-week',
    'learn',
    'twenty new words',
    ['every week for {poss} English class', 'for the test on Friday'],
    'any',
  ),
  D(
    'renew-passport',
    'renew',
    '{poss} passport{pl}',
    ['before the trip', 'before {poss} trip to Italy'],
    'adult',
  ),
  D(
    'book-table',
    'book',
    'a table',
    ['at that restaurant because it is always full', 'in advance at weekends'],
    'adult',
  ),
  D('diet', 'eat', 'less sugar', ['because of {poss} health', "on {poss} doctor's orders"], 'adult', {
    one: true,
  }),
  D('early-shift', 'start', 'work at five', ['when {pron} {is} on the early shift', 'this week'], 'work'),
  D(
    'speak-english-work',
    'speak',
    'English at work',
    ['because {poss} company is international', 'every day'],
    'work',
  ),
  D('reception', 'sign', 'in at reception', ['every morning', 'when {pron} arrive{s}'], 'work'),
  D('lab-coat', 'wear', 'a white coat', ['in the lab', 'at the hospital'], 'work'),
  D('bring-lunch', 'bring', '{poss} own lunch', ['because there is no canteen', 'on school trips'], 'school'),
];

/**
 * Shared frames that are a chore or a job, so "have to" with a frequency reads as a duty. Keys are
 * `verb rest` as in frames.ts.
 */
export const DUTY_FRAME_KEYS: ReadonlySet<string> = new Set([
  'wash the dishes after dinner',
  'feed the cat',
  'water the plants',
  'clean the kitchen',
  'make the bed',
  'tidy {poss} room',
  'clean the house',
  'do the shopping',
  'iron {poss} shirts',
  'cut the grass',
  'vacuum the living room',
  'sweep the kitchen floor',
  'empty the dishwasher',
  'lay the table for dinner',
  'take the dog for a walk',
  'do {poss} homework',
  'take the bus to work',
  'answer letters from clients',
  'drive to the office',
  'wear a uniform at work',
  'meet clients in the city centre',
  'write reports at work',
  'catch the early train',
  'drive {poss} children to school',
  'collect {poss} son from school',
  'leave home at eight',
]);

const YOUNG = /^(the children|the students)$/;
const SHARE_NO_HOME = /^(my friends|my cousins|the students)$/;

/** Whether a duty can be said of this subject. */
export const dutyFits = (duty: Duty, s: Subject): boolean => {
  const young = YOUNG.test(s.text);
  if (duty.who === 'school' && !(young || /^(I|you|my sister|my brother|Andriy|Maria)$/.test(s.text)))
    return false;
  if ((duty.who === 'work' || duty.who === 'adult') && young) return false;
  if (duty.who === 'work' && /^(my grandfather)$/.test(s.text)) return false;
  if (duty.one && isPlural(s) && s.text !== 'you') return false;
  if (duty.home && SHARE_NO_HOME.test(s.text)) return false;
  if (/little brother/.test(duty.rest) && /brother/.test(s.text)) return false;
  return true;
};

/** Groups that are not siblings share no parents, grandparents or little brother. */
const NOT_SIBLINGS = /^(my friends|our neighbours|the students|my cousins|my parents|Tom and Anna)$/;

/** Whether one context of a duty fits the subject ("their grandparents' village" is not for my friends). */
export const contextFits = (ctx: string, s: Subject): boolean => {
  if (/\{poss\} (grandparents|parents|little brother)/.test(ctx) && NOT_SIBLINGS.test(s.text)) return false;
  if (/grand/.test(ctx) && /grand/.test(s.text)) return false;
  return true;
};

/** Who a chore or a job from the shared frames is said of as a duty: the household, not the teacher. */
export const choreFits = (s: Subject): boolean =>
  !/teacher|neighbour|grandfather|best friend|my friends|my cousins|the students/.test(s.text);

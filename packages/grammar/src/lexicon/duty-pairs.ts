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
import { tableRows } from './table.ts';

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

const WHO: readonly Duty['who'][] = ['work', 'school', 'any', 'adult'];

/**
 * One duty a line: id | verb | rest | who, then "one" or "home" where it says so | its contexts, split by ";"
 * (an empty one first where the phrase is a duty by itself).
 */
const TABLE = `
up-six | get | up at six | work | on weekdays; because {poss} work starts at seven
up-six-school | get | up at seven | school | on school days; because the school bus comes at half past seven
uniform-work | wear | a uniform at work | work | ; even in summer
uniform-school | wear | a uniform at school | school | ; even on hot days
passport | show | {poss} passport{pl} | adult | at the border; at the airport; when {pron} check{s} in at a hotel
shoes-off | take | {poss} shoes off | any | at the door; before {pron} go{es} into the gym
saturdays | work | on Saturdays | work | this month; in the busy season
bus-car | take | the bus to work | work | because {poss} car is at the garage; this week because {poss} car is broken
homework-dinner | do | {poss} homework before dinner | school | ; on weekdays
medicine | take | {poss} medicine | any one | three times a day; before every meal
glasses | wear | glasses | adult one | for reading; when {pron} drive{s}
rent | pay | the rent | adult | by the fifth of every month; on the first day of every month
stay-bed | stay | in bed | any one | for a few days; until {poss} temperature goes down
leave-seven | leave | home at seven | work | because {poss} office is far from home; to catch the first train
change-trains | change | trains twice | work | on {poss} way to work; to get to {poss} grandparents' village
report-friday | write | a report | work | every Friday; at the end of every month
piano-exam | practise | the piano every day | any one | before {poss} exam; before the concert
study-exams | study | for {poss} exams | school | this weekend; every evening this month
little-brother | look | after {poss} little brother | school | after school; when {poss} parents are at work
walk-dog | walk | the dog | adult home | twice a day; before work
queue | wait | in a long queue | adult | at the post office; at the embassy
helmet | wear | a helmet | any | when {pron} ride{s} a bike; on the building site
phone-off | turn | off {poss} phone{pl} | school | during lessons; in the exam room
phone-off-work | turn | off {poss} phone{pl} | work | in meetings; at the hospital
parking | pay | for parking | adult | in the city centre; near the station
visa | get | a visa | adult | to travel to the USA; to work in Canada
tidy-out | tidy | {poss} room | school | before {pron} go{es} out; before {pron} can play computer games
bed-nine | go | to bed at nine | school | on school nights; during the school year
words-week | learn | twenty new words | any | every week for {poss} English class; for the test on Friday
renew-passport | renew | {poss} passport{pl} | adult | before the trip; before {poss} trip to Italy
book-table | book | a table | adult | at that restaurant because it is always full; in advance at weekends
diet | eat | less sugar | adult one | because of {poss} health; on {poss} doctor's orders
early-shift | start | work at five | work | when {pron} {is} on the early shift; this week
speak-english-work | speak | English at work | work | because {poss} company is international; every day
reception | sign | in at reception | work | every morning; when {pron} arrive{s}
lab-coat | wear | a white coat | work | in the lab; at the hospital
bring-lunch | bring | {poss} own lunch | school | because there is no canteen; on school trips
`;

export const DUTIES: readonly Duty[] = tableRows(TABLE).map((row) => {
  const [id = '', verb = '', rest = '', whoAndFlag = '', contexts = ''] = row;
  const [whoText, flag] = whoAndFlag.split(' ');
  const who = WHO.find((w) => w === whoText);
  if (!who || (flag && flag !== 'one' && flag !== 'home'))
    throw new Error(`duty-pairs: bad row "${row.join(' | ')}"`);
  const extra = flag ? { [flag]: true } : {};
  return { id, verb, rest, contexts: contexts.split(';').map((c) => c.trim()), who, ...extra };
});

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

/**
 * Action frames: a verb and what follows it, with the flags that keep sentences natural.
 * - `when`: how often such an action naturally happens (day, week, year); picks habit/past/future markers.
 * - `prog`: reads naturally as happening right now ("is cooking dinner now").
 * - `kind`: what sort of action it is, which decides who plausibly does it, whether it is a plan people
 *   announce, and whether it is worth reporting or asking about for someone else (see `KINDS`).
 * All are dynamic verbs with a human subject; {poss} takes the subject's possessive.
 */

import { z } from 'zod';
import { record, table } from './data.ts';
import data from './frames.data.json' with { type: 'json' };

import { tableRows } from './table.ts';

/**
 * What sort of action a frame is. Every row must name one, so a frame cannot be written without saying
 * who does it and whether it is planned.
 * - routine: everyday habits anyone has (drink coffee, get up at seven, read the news);
 * - workday: the routine of someone with a job (take the bus to work, answer letters from clients);
 * - work: work events one arranges (meet clients, speak to the boss, have lunch with colleagues);
 * - chore: the household's daily or weekly jobs (make the bed, lay the table, wash the dishes);
 * - project: a bigger household job people plan (paint the fence, clean the house, wash the car);
 * - care: personal care (brush teeth, have a shower), only one's own habit;
 * - study: homework, lessons, practice;
 * - pastime: hobbies and leisure at home or nearby (read comics, watch football on TV, play the guitar);
 * - outing: going somewhere or seeing someone on a given day (go to the cinema, visit grandparents);
 * - trip: travel and holidays (fly to Italy, go camping, climb mountains).
 */
export type ActionKind =
  | 'routine'
  | 'workday'
  | 'work'
  | 'chore'
  | 'project'
  | 'care'
  | 'study'
  | 'pastime'
  | 'outing'
  | 'trip';

export interface KindInfo {
  /**
   * Who plausibly does it: anyone; the speaker's household (chores are about *my* family, not my friends or
   * the neighbours); one working adult (office life is not done by groups of friends, children or teachers).
   */
  who: 'anyone' | 'household' | 'worker';
  /** A plan people make or announce ("We're going to visit London"), not routine trivia ("will make the bed"). */
  plan: boolean;
  /** Worth reporting or asking about for another person on one occasion ("Did your brother go skiing?"). */
  report: boolean;
}

const ActionKindSchema = z.enum([
  'routine',
  'workday',
  'work',
  'chore',
  'project',
  'care',
  'study',
  'pastime',
  'outing',
  'trip',
]);

const KindInfoSchema = z.strictObject({
  who: z.enum(['anyone', 'household', 'worker']),
  plan: z.boolean(),
  report: z.boolean(),
});

export const KINDS: Record<ActionKind, KindInfo> = record(
  'KINDS',
  data.KINDS,
  KindInfoSchema,
  ActionKindSchema,
);

export interface Frame {
  id: string;
  verb: string;
  /** Particle that follows the verb directly (get up). */
  particle?: string;
  rest: string;
  when: 'day' | 'week' | 'year';
  prog: boolean;
  adult: boolean;
  kind: ActionKind;
  /** Daily actions tied to a time of day take only matching markers ("every morning", "last night"). */
  tod?: 'morning' | 'evening';
}

type Row = [
  verb: string,
  rest: string,
  when: Frame['when'],
  prog: 0 | 1,
  kind: ActionKind,
  particle?: string,
  tod?: 'morning' | 'evening',
];

/**
 * One frame a line: verb (a leading "!" for adult life) | rest | when | prog (1 or 0) | kind | particle | tod.
 * The first content round's frames, then the second's (more skeletons for every frame topic).
 */
const FIRST_ROUND = `
!drink | a cup of coffee | day | 1 | routine | | morning
eat | porridge for breakfast | day | 1 | routine | | morning
!take | the bus to work | day | 0 | workday | | morning
walk | to the station | day | 1 | routine | | morning
get | at seven | day | 0 | routine | up | morning
cook | dinner for the family | day | 1 | chore | | evening
read | the news on {poss} phone | day | 1 | routine
!check | {poss} email | day | 1 | routine | | morning
wash | the dishes after dinner | day | 0 | chore | | evening
do | {poss} homework | day | 1 | study
brush | {poss} teeth | day | 1 | care
feed | the cat | day | 1 | chore
water | the plants | week | 1 | chore
make | breakfast | day | 1 | chore | | morning
listen | to the radio | day | 1 | routine
watch | the news on TV | day | 1 | routine | | evening
write | in {poss} diary | day | 1 | routine | | evening
go | to bed late | day | 0 | routine | | evening
!finish | work at six | day | 0 | workday
!leave | home at eight | day | 0 | routine | | morning
practise | the piano | day | 1 | study
help | {poss} mother in the kitchen | day | 1 | chore | | evening
clean | the kitchen | day | 1 | chore
!answer | letters from clients | day | 1 | workday
!drive | to the office | day | 1 | workday
!ride | a bike to work | day | 0 | workday
have | a shower | day | 1 | care | | morning
make | the bed | day | 1 | chore | | morning
go | for a run | day | 0 | routine
take | the dog for a walk | day | 1 | chore
!speak | to {poss} boss | day | 1 | work
study | English | day | 1 | study
buy | fresh bread | day | 0 | chore | | morning
tidy | {poss} room | week | 1 | chore
play | football with {poss} friends | week | 1 | outing
visit | {poss} grandparents | week | 1 | outing
go | swimming | week | 0 | outing
clean | the house | week | 1 | project
meet | {poss} friends in the park | week | 1 | outing
do | the shopping | week | 1 | chore
play | tennis | week | 1 | outing
go | to the cinema | week | 0 | outing
wash | the car | week | 1 | project
call | {poss} grandmother | week | 1 | outing
bake | a cake | week | 1 | project
go | to the gym | week | 0 | outing
!have | lunch with {poss} colleagues | week | 1 | work
sing | in a choir | week | 0 | pastime
watch | a film | week | 1 | pastime
!iron | {poss} shirts | week | 1 | chore
work | in the garden | week | 1 | project
order | pizza | week | 0 | pastime
write | a letter to {poss} aunt | week | 1 | pastime
paint | pictures | week | 1 | pastime
!repair | old bikes | week | 1 | pastime
bring | flowers for {poss} mother | week | 0 | outing
travel | to the mountains | year | 0 | trip
visit | London | year | 0 | trip
go | to the seaside | year | 0 | trip
fly | to Italy | year | 0 | trip
!rent | a house by the lake | year | 0 | trip
!spend | a week in Spain | year | 0 | trip
go | camping | year | 0 | trip
cook | lunch for {poss} children | week | 1 | chore
visit | the history museum | week | 0 | outing
read | a book in bed | day | 1 | pastime | | evening
write | letters to {poss} friends | week | 1 | pastime
!drive | {poss} children to school | day | 1 | chore | | morning
walk | in the park | week | 1 | pastime
go | horse riding | week | 0 | outing
swim | in the lake | year | 0 | pastime
climb | mountains | year | 0 | trip
fish | in the river | week | 1 | pastime
bake | bread | week | 1 | pastime
plant | flowers in the garden | year | 0 | project
!paint | the fence | year | 0 | project
!fix | the car | week | 1 | project
learn | new words | day | 1 | study
!teach | maths at a school | day | 0 | workday
sell | vegetables at the market | week | 1 | workday
!buy | a newspaper | day | 0 | routine | | morning
visit | {poss} cousins in the country | week | 0 | outing
help | the neighbours with their shopping | week | 1 | outing
play | chess with {poss} brother | week | 1 | outing
play | the guitar | week | 1 | pastime
sing | songs in the shower | day | 1 | routine | | morning
draw | pictures of animals | week | 1 | pastime
make | pancakes | week | 1 | pastime
wear | a uniform at work | day | 0 | workday
drink | green tea | day | 1 | routine
eat | lunch in the canteen | day | 1 | routine
catch | the early train | day | 0 | routine | | morning
feed | the ducks in the park | week | 1 | pastime
take | photos of the city | week | 1 | pastime
send | postcards to {poss} friends | year | 0 | pastime
build | sandcastles on the beach | year | 0 | pastime
go | skiing | year | 0 | trip
go | to the theatre | week | 0 | outing
go | to the market | week | 0 | outing
go | shopping | week | 0 | outing
go | to the dentist | year | 0 | outing
wash | {poss} hair | day | 1 | care
cut | the grass | week | 1 | project
clean | the windows | week | 1 | project
watch | football on TV | week | 1 | pastime
listen | to podcasts | day | 1 | routine
practise | yoga | week | 1 | pastime
ride | a bike in the park | week | 1 | pastime
speak | English with {poss} teacher | week | 1 | study
!meet | clients in the city centre | week | 1 | work
!work | late at the office | week | 0 | workday
visit | the zoo | week | 0 | outing
travel | by train | year | 0 | pastime
`;
const SECOND_ROUND = `
make | sandwiches for lunch | day | 1 | chore | | morning
vacuum | the living room | week | 1 | chore
sweep | the kitchen floor | week | 1 | chore
water | the flowers on the balcony | week | 1 | chore
jog | in the park | day | 1 | routine
swim | in the pool | week | 1 | pastime
play | volleyball on the beach | year | 0 | pastime
go | to the library | week | 0 | outing
borrow | books from the library | week | 0 | outing
chat | with {poss} neighbours | week | 1 | pastime
text | {poss} sister | day | 1 | routine
phone | {poss} parents | week | 1 | outing
cycle | to the shops | week | 1 | routine
grow | tomatoes in the garden | year | 0 | project
pick | apples in the garden | year | 0 | project
visit | Paris | year | 0 | trip
travel | around Europe | year | 0 | trip
go | hiking in the mountains | year | 0 | trip
stay | at a hotel by the sea | year | 0 | trip
spend | two weeks at the seaside | year | 0 | trip
visit | {poss} friend's farm | week | 0 | outing
go | fishing | week | 0 | outing
go | dancing | week | 0 | outing
read | comics | week | 1 | pastime
read | the newspaper | day | 1 | routine | | morning
!make | coffee for {poss} colleagues | day | 1 | workday
!work | from home | week | 0 | workday
!write | reports at work | week | 1 | workday
!write | to {poss} clients | day | 1 | workday
walk | the dog | day | 1 | chore
polish | {poss} shoes | week | 1 | chore
change | the bed sheets | week | 1 | chore
empty | the dishwasher | day | 1 | chore
lay | the table for dinner | day | 1 | chore | | evening
play | cards with {poss} grandparents | week | 1 | outing
bake | cookies for {poss} friends | week | 1 | pastime
drink | orange juice | day | 1 | routine | | morning
eat | fruit for breakfast | day | 1 | routine | | morning
buy | vegetables at the market | week | 0 | outing
!collect | {poss} son from school | day | 1 | chore
!walk | {poss} daughter to school | day | 1 | chore | | morning
listen | to music in the car | day | 1 | routine
play | computer games | week | 1 | pastime
play | basketball in the park | week | 1 | outing
go | to the swimming pool | week | 0 | outing
cook | soup for lunch | week | 1 | chore
`;

const WHENS = ['day', 'week', 'year'] as const;
const TODS = ['', 'morning', 'evening'] as const;

/** A table row as a Row, checking each column against the values its type allows. */
const toRow = (row: string[]): Row => {
  const [verb = '', rest = '', whenText, progText, kindText, particle = '', todText = ''] = row;
  const when = WHENS.find((w) => w === whenText);
  const kind = (Object.keys(KINDS) as ActionKind[]).find((k) => k === kindText);
  const tod = TODS.find((t) => t === todText);
  if (!when || !kind || tod === undefined || (progText !== '0' && progText !== '1'))
    throw new Error(`frames: bad row "${row.join(' | ')}"`);
  return [verb, rest, when, progText === '1' ? 1 : 0, kind, particle || undefined, tod || undefined];
};

const ROWS: Row[] = [FIRST_ROUND, SECOND_ROUND].flatMap((table) => tableRows(table).map(toRow));

/**
 * Personal care (brushing teeth, washing hair, having a shower) reads naturally only as one's own habit with
 * a frequency ("I wash my hair every day"); with a point in time ("didn't brush their teeth two days ago"),
 * a plan, an ability or a question about other people it sounds absurd, as the teachers' blind round found.
 * These rows are kept out of FRAMES, so no frame topic combines them with markers; ALL_FRAMES still lists them.
 */
const PERSONAL_CARE = /^(brush \{poss\} teeth|wash \{poss\} hair|have a shower)$/;
export const isPersonalCare = (f: Pick<Frame, 'verb' | 'rest'>) => PERSONAL_CARE.test(`${f.verb} ${f.rest}`);

/** A leading "!" marks adult-life frames (work, coffee, rent) that children and students do not take. */
export const ALL_FRAMES: Frame[] = ROWS.map(([rawVerb, rest, when, prog, kind, particle, tod], i) => ({
  id: `f${i}-${rawVerb.replace('!', '')}`,
  verb: rawVerb.replace('!', ''),
  adult: rawVerb.startsWith('!'),
  rest,
  when,
  prog: prog === 1,
  kind,
  ...(particle ? { particle } : {}),
  ...(tod ? { tod } : {}),
}));

/** The frames every topic combines with time markers, subjects and tenses: no personal care (see above). */
export const FRAMES: Frame[] = ALL_FRAMES.filter((f) => !isPersonalCare(f));

/** Time markers by how often the action happens. */
const HABIT: Record<Frame['when'], string[]> = {
  day: ['every day', 'on weekdays', 'most days'],
  week: ['every weekend', 'on Saturdays', 'on Sundays', 'once a week', 'twice a week'],
  year: ['every summer', 'every year', 'once a year'],
};

export const PAST: Record<Frame['when'], string[]> = {
  day: ['yesterday', 'two days ago'],
  week: ['last weekend', 'last Saturday', 'last week', 'three days ago'],
  year: ['last summer', 'last year', 'in 2019', 'two years ago'],
};

export const FUTURE: Record<Frame['when'], string[]> = {
  day: ['tomorrow', 'the day after tomorrow'],
  week: ['next weekend', 'next Saturday', 'next week'],
  year: ['next summer', 'next year'],
};

export const NOW = ['now', 'right now', 'at the moment'];

/** Frequency adverbs go before the verb ("usually drinks"). */
const TOD_HABIT = { morning: 'every morning', evening: 'every evening' } as const;
const TOD_PAST = { morning: 'yesterday morning', evening: 'last night' } as const;
const TOD_FUTURE = { morning: 'tomorrow morning', evening: 'tomorrow evening' } as const;

/**
 * Actions tied to a season: skiing is a winter sport ("next winter", not "next summer"); flowers are
 * planted in spring and apples picked in September ("will plant flowers in the garden next summer" read late).
 *
 * Notes on rows (the rows are in frames.data.json):
 * - before row "'apples in the garden'": (September, not autumn: the checker's parser does not take "next autumn".)
 */
const SEASON: Record<string, string> = record('SEASON', data.SEASON, z.string());
export const seasonal = (f: Pick<Frame, 'rest'>, markers: string[]) => {
  const season = SEASON[f.rest];
  return season ? markers.map((m) => m.replace('summer', season)) : markers;
};

/**
 * Actions with a rhythm of their own, which the markers of their `when` miss: one goes to bed late at the
 * weekend, not "every week" or "every evening" (round 1132); the dentist is twice a year, not "every summer";
 * one works from home on given days; flowers are planted in spring and apples picked in autumn.
 *
 * Notes on rows (the rows are in frames.data.json):
 * - before row "'visit {poss} cousins in the country'": A trip out of town, a museum or the zoo is monthly or seasonal, not "twice a week".
 */
const RHYTHM: Record<string, string[]> = record('RHYTHM', data.RHYTHM, z.array(z.string()));
export const rhythmOf = (f: Pick<Frame, 'verb' | 'rest'>) => RHYTHM[`${f.verb} ${f.rest}`];

/** Work happens on working days: "writes reports at work every weekend" is not a habit (short answers, 1132). */
const WORK_WEEK = ['once a week', 'twice a week', 'on Mondays', 'on Fridays'];

export const habitMarkers = (f: Frame) =>
  rhythmOf(f) ??
  (f.when === 'week' && (f.kind === 'work' || f.kind === 'workday')
    ? WORK_WEEK
    : seasonal(f, f.tod ? [...HABIT[f.when], TOD_HABIT[f.tod]] : HABIT[f.when]));
/** A check-up is dated by weeks or months: "should have gone to the dentist in 2019 / last summer" is odd. */
/** Dated work is on a working day: "will have lunch with his colleagues next weekend", "met clients last Saturday" are odd. */
// (A market stall is the exception: it trades at the weekend.)
const isWork = (f: Frame) => (f.kind === 'work' || f.kind === 'workday') && !/market/.test(f.rest);
const WORK_PAST = ['last week', 'last Monday', 'last Friday', 'three days ago'];
const WORK_FUTURE = ['next week', 'on Monday', 'next Friday'];
export const pastMarkers = (f: Frame) =>
  /dentist/.test(f.rest)
    ? ['last week', 'last month']
    : f.when === 'week' && isWork(f)
      ? WORK_PAST
      : seasonal(f, f.tod ? [...PAST[f.when], TOD_PAST[f.tod]] : PAST[f.when]);
export const futureMarkers = (f: Frame) =>
  /dentist/.test(f.rest)
    ? ['tomorrow', 'next week']
    : f.when === 'week' && isWork(f)
      ? WORK_FUTURE
      : seasonal(f, f.tod ? ['tomorrow', TOD_FUTURE[f.tod]] : FUTURE[f.when]);

/**
 * Whether the frame reads as a habit with no time marker: a habit takes plural or uncountable objects ("bakes
 * cakes", "drinks coffee"), so a single object ("Your dad doesn't bake a cake, does he?", round 1132;
 * "doesn't read a book in bed") does not, except things one has one of (a bike, a uniform, a newspaper a day).
 */
const SINGLE_OBJECT = /\b(a|an) (?!bike\b|uniform\b|newspaper\b)/;
export const readsAsHabit = (f: Pick<Frame, 'rest'>) => !SINGLE_OBJECT.test(f.rest);

/**
 * Open-ended pastimes with a bare plural object ("repair old bikes", "paint pictures", "read comics"): a
 * hobby, said as a habit or as what someone was doing, not as one planned or dated event ("was going to
 * repair old bikes", round 1132; "Is Andriy going to read comics next weekend?"). Matched in any verb form,
 * so the `open-ended-one-off` guard holds for every generator.
 */
export const OPEN_ENDED =
  /\b(?:repair|repairs|repaired|repairing|mend|mends|mended|mending|fix|fixes|fixed|fixing) old bikes\b|\b(?:paint|paints|painted|painting) pictures\b(?! of)|\b(?:read|reads|reading) comics\b|\b(?:draw|draws|drew|drawn|drawing) pictures of animals\b|\b(?:learn|learns|learned|learnt|learning) new words\b/i;

/** The object part with the subject's possessive filled in. */
export const restFor = (frame: Frame, poss: string) => frame.rest.replace('{poss}', poss);

/** Finished jobs shared by TASK_KEYS and the duties in core/frame-kit.ts (DUTIES), kept as one list. */
export const SMALL_JOBS = table('SMALL_JOBS', data.SMALL_JOBS, z.string());

/** Single jobs that get finished; also the bulk of already-yet-still's TASKS (one list, not two copies). */
export const ONE_OFF_JOBS = table('ONE_OFF_JOBS', data.ONE_OFF_JOBS, z.string());

/**
 * Frames that are one finished job ("clean the kitchen"), not an open-ended pastime ("play computer games"):
 * only these read naturally with "By ten o'clock … will have …" or "as soon as … finishes".
 */
const TASK_KEYS = new Set([
  'cook dinner for the family',
  'wash the dishes after dinner',
  'do {poss} homework',
  ...ONE_OFF_JOBS,
  'have a shower',
  ...SMALL_JOBS,
  'make sandwiches for lunch',
  'lay the table for dinner',
  'text {poss} sister',
  'brush {poss} teeth',
  'wash {poss} hair',
  'answer letters from clients',
  'buy a newspaper',
  'walk the dog',
  'collect {poss} son from school',
  'cook lunch for {poss} children',
  'bake bread',
  'make pancakes',
  'cook soup for lunch',
  'bake cookies for {poss} friends',
  'speak to {poss} boss',
  'write to {poss} clients',
  'buy vegetables at the market',
  'tidy {poss} room',
]);
export const isTask = (f: Frame) => TASK_KEYS.has(`${f.verb} ${f.rest}`);

/** The frame "verb rest" (in `list`, all frames by default); throws when there is none, naming it. */
export const frameNamed = (verb: string, rest: string, list: readonly Frame[] = ALL_FRAMES): Frame => {
  const f = list.find((x) => x.verb === verb && x.rest === rest);
  if (!f) throw new Error(`no frame ${verb} ${rest}`);
  return f;
};

import { z } from 'zod';
import data from './actions.data.json' with { type: 'json' };
import { record } from './data.ts';
import { possess } from './subject.ts';
import { tableRows } from './table.ts';

/**
 * Action verb phrases with the semantic flags that decide which tense frames they may enter. A phrase is
 * used only where its flag says the result reads naturally, never combined freely.
 *   p  progressive "now" reads naturally (She is cooking dinner now)
 *   y  a one-off past event with a point in time (He fixed the car yesterday); not for trivial moments
 *      nobody reports with a date ("We answered the phone two days ago", "We closed the window last Monday")
 *   c  a completed result for the present perfect (She has just fixed the car)
 *   e  a life experience (Have you ever ridden a horse?)
 *   d  a durative activity for the past continuous (I was cooking dinner when ...)
 *   a  needs an adult subject (drive to work, pay the bills)
 *   habit: d = daily routine, w = weekly, o = occasional; empty = not a habit
 * "{poss}" agrees with the subject (his, her, their).
 */
export interface Action {
  id: string;
  verb: string;
  rest: string;
  p: boolean;
  y: boolean;
  c: boolean;
  e: boolean;
  d: boolean;
  adult: boolean;
  habit: '' | 'd' | 'w' | 'o';
}

const TABLE = `
play|tennis|pyed|w
cook|dinner|pycd|d
watch|TV|pyd|d
read|the newspaper|pycd|d
walk|{poss} dog|pyd|d
wash|the dishes|pycd|d
clean|the kitchen|pycd|w
write|an email to {poss} boss|pycda|
drink|coffee|pyda|d
take|the bus to work|ya|d
go|to the gym|ya|w
visit|{poss} grandparents|yc|w
visit|Paris|yce|
study|for an exam|pyd|
listen|to music|pyd|d
do|{poss} homework|pycd|d
have|breakfast|pycd|d
make|a cake|pycd|
paint|the fence|pycd|
fix|the car|pycda|
repair|the bike|pycd|
lose|{poss} keys|yc|
break|a glass|yc|
find|{poss} wallet|yc|
buy|a new laptop|yc|
sell|{poss} car|yca|
win|the match|yc|
finish|the report|pyca|
meet|{poss} friends|y|w
call|{poss} mother|yc|w
send|the invoice|yca|
speak|to the manager|pyca|
ride|{poss} bike to work|pyda|d
swim|in the lake|pyde|w
run|in the park|pyd|d
work|from home|yda|w
sing|in the shower|p|d
play|the guitar|pyde|d
plant|tomatoes|pycd|o
bake|bread|pycd|w
eat|sushi|ye|o
climb|a mountain|ye|
ride|a horse|yde|
write|a novel|pce|
tidy|{poss} room|pycd|w
iron|{poss} shirts|pycd|w
feed|the cat|pc|d
water|the plants|pc|w
make|the bed|c|d
check|{poss} email|pc|d
take|photos|pyd|
wait|for the bus|pd|d
talk|on the phone|pyd|
chat|with {poss} friends online|pd|d
brush|{poss} teeth|pc|d
have|a shower|pcd|d
get|up early|y|d
go|to bed late|y|w
leave|home at eight|y|d
catch|the train|y|d
miss|the bus|yc|
forget|{poss} umbrella|yc|
pay|the bills|yca|
open|a bank account|yca|
sign|the contract|yca|
answer|the phone|c|
close|the window|c|
turn|off the lights|c|
hang|out the washing|pc|
give|a presentation|pyca|
draw|a map|pyc|
cut|the grass|pycd|w
choose|a present|pyc|
hide|the presents|yc|
throw|away the old newspapers|yc|
sweep|the floor|pycd|d
wrap|the presents|pycd|
drink|a glass of milk|c|
eat|an apple|pc|
write|a letter|pycd|
take|the dog for a walk|py|d
do|the shopping|pycd|w
do|the washing-up|pycd|d
make|a phone call|pyc|
feed|the ducks|pyd|
fly|to Rome|y|
drive|to work|pyda|d
run|a marathon|yce|
bring|a salad to the party|yc|
teach|a yoga class|pyda|w
build|a treehouse|pycd|
lend|Peter some money|yc|
show|{poss} photos to the class|yc|
shut|the door|c|
spend|all {poss} money|yc|
forget|the password|yc|
sweep|the yard|pycd|
fix|the roof|pycda|
knit|a scarf|pycd|
grow|tomatoes|p|o
learn|Spanish|p|
learn|a new song|pyc|
read|a detective story|pycd|
draw|a picture of the sea|pycd|
make|sandwiches|pycd|
wash|the car|pycd|w
swim|across the river|ye|
see|a whale|ye|
sleep|in a tent|yde|
lose|{poss} phone|yc|
break|{poss} arm|yce|
get|a pay rise|yca|
take|the rubbish out|c|d
put|the shopping away|c|
set|the table|pyc|d
mend|the old chair|pycd|
type|the letter|pycd|
order|a pizza|yc|
book|a table for two|yca|
pack|{poss} bags|pycd|
unpack|{poss} bags|pycd|
carry|the boxes upstairs|pycd|
move|the sofa|pyc|
fill|in the form|pyc|
copy|the notes|pycd|
try|on a new jacket|pyc|
practise|the piano|pyd|d
do|yoga|pyd|w
play|chess|pyde|w
go|fishing|ye|w
go|skiing|ye|o
go|to the cinema|y|w
jog|along the river|pyd|d
`;

export const ACTIONS: Action[] = tableRows(TABLE).map(
  ([verb = '', rest = '', flags = '', habit = ''], i) => ({
    id: `a${i}-${verb}`,
    verb,
    rest,
    p: flags.includes('p'),
    y: flags.includes('y'),
    c: flags.includes('c'),
    e: flags.includes('e'),
    d: flags.includes('d'),
    adult: flags.includes('a'),
    habit: habit as Action['habit'],
  }),
);

/** Frequency words that fit any habit. */
const ADVERBS = ['usually', 'often', 'sometimes'];
const HABIT_MARKERS: Record<'d' | 'w' | 'o', string[]> = {
  d: ['every day', 'every morning', 'every evening'],
  w: ['every week', 'on Saturdays', 'at weekends', 'once a week'],
  o: ['once a month', 'from time to time', 'once a year'],
};

/** Daily phrases that name their own time of day: only some "every ..." markers fit them. */
const EVENING = /dinner|TV|to bed|shower|dishes|washing-up|shirts/;
const MORNING = /breakfast|up early|home at eight|to work|train|coffee|the bed/;

/**
 * Phrases with a rhythm of their own that the markers of their habit class miss: "goes to bed late every
 * week" (round 1132) is not English, "at weekends" is; tomatoes are planted in spring, not "once a month".
 */
const RHYTHM: Record<string, string[]> = record('RHYTHM', data.RHYTHM, z.array(z.string()));

export function habitMarkers(a: Action): string[] {
  if (!a.habit) return [];
  const own = RHYTHM[`${a.verb} ${a.rest}`];
  if (own) return own;
  const list = HABIT_MARKERS[a.habit];
  if (a.habit !== 'd') return list;
  if (EVENING.test(a.rest)) return list.filter((m) => m !== 'every morning');
  if (MORNING.test(a.rest)) return list.filter((m) => m !== 'every evening');
  return list;
}

/** "She sometimes brushes her teeth" is absurd: daily routines take usually/always only. */
export const habitAdverbs = (a: Action): string[] =>
  !a.habit ? [] : a.habit === 'd' ? ['usually', 'always'] : ADVERBS;

/** The rest of the phrase for a subject's possessive. */
export const restFor = (a: Action, poss: string): string => possess(a.rest, poss);

/**
 * Mishaps and things that happen to one: "has just lost his keys" is natural, "has already lost his keys"
 * is not; nor is "has already got a parking ticket" or "has already heard a strange noise" (nobody expects them).
 */
export const MISHAP =
  /^(lose|break|miss|forget|hit|hurt|cut|bite|burn|fall|tear|spill|shrink|catch a cold|upset|bend|misunderstand|get a parking ticket|hear a strange|leave [^ ]+ (bag|keys|phone|umbrella|wallet) on the (bus|train))/;
export const perfectAdverbs = (phrase: string): string[] =>
  MISHAP.test(phrase) ? ['just'] : ['just', 'already'];

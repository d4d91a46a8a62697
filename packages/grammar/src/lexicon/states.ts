import { tableRows } from './table.ts';
/**
 * Verb phrases for states and permanent facts about people (no progressive: I know, not I am knowing)
 * and facts about things (timetables, prices, laws of nature) for present simple frames.
 *   s  a stative verb: wrong in the progressive even with "now" (know, like, want)
 *   a  needs an adult subject
 */
export interface StatePhrase {
  id: string;
  verb: string;
  rest: string;
  stative: boolean;
  adult: boolean;
}

const PEOPLE = `
know|the answer|s
like|chocolate|s
love|jazz|s
hate|spiders|s
want|a new phone|s
need|some help|s
understand|the question|s
remember|{poss} first teacher|s
own|a small flat|sa
prefer|tea to coffee|sa
belong|to a tennis club|s
know|the way to the station|s
like|horror films|s
want|a cup of tea|s
need|a new laptop|s
hate|cold weather|s
love|Italian food|s
understand|German|s
agree|with the plan|s
know|{poss} neighbours|s
understand|the problem|s
remember|the name of the hotel|s
believe|the story|s
need|a holiday|s
want|a bigger flat|sa
own|two cars|sa
prefer|the window seat|s
recognise|this song|s
know|a good mechanic|sa
need|a new passport|s
want|a glass of water|s
live|in Kyiv|
live|near the sea|
work|in a hospital|a
work|for a big bank|a
speak|three languages|
play|the violin|
teach|history|a
sell|old books|a
write|for a newspaper|a
study|medicine|
drive|a red car|a
wear|glasses|
support|a local football team|
collect|old coins|
grow|roses|
keep|chickens|a
`;

export const STATES: StatePhrase[] = tableRows(PEOPLE).map(([verb = '', rest = '', flags = ''], i) => ({
  id: `s${i}-${verb}`,
  verb,
  rest,
  stative: flags.includes('s'),
  adult: flags.includes('a'),
}));

/** Facts about things: timetables, prices, nature. Subjects are fixed, so their number is too. */
export interface ThingFact {
  id: string;
  subject: string;
  plural: boolean;
  verb: string;
  rest: string;
}

const THINGS = `
the shop|open|at nine|1
the train|leave|at half past seven|1
water|boil|at 100 degrees|1
the sun|rise|in the east|1
this bag|cost|fifty euros|1
the museum|close|at six|1
the bus|stop|outside my house|1
the film|start|at eight|1
the lesson|finish|at noon|1
this car|use|a lot of petrol|1
the river|flow|into the Black Sea|1
the library|open|at ten on Sundays|1
the baby|sleep|a lot|1
the dog|bark|at strangers|1
our cat|love|fish|1
the shops|open|at nine|2
the buses|run|every ten minutes|2
trains|leave|every hour|2
these shoes|cost|eighty euros|2
bees|make|honey|2
cows|eat|grass|2
the lessons|start|at nine|2
these plants|need|a lot of water|2
birds|fly|south in winter|2
leaves|fall|in autumn|2
the stars|shine|at night|2
`;

export const THING_FACTS: ThingFact[] = tableRows(THINGS).map(
  ([subject = '', verb = '', rest = '', n = ''], i) => ({
    id: `t${i}-${verb}`,
    subject,
    plural: n === '2',
    verb,
    rest,
  }),
);

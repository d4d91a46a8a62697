import { verbForms } from '../morph/verbs.ts';
import { tableRows } from './table.ts';

/**
 * One natural phrase per irregular verb, usable both as a one-off past event ("She broke a glass
 * yesterday") and as a present-perfect result ("She has just broken a glass"). Flags:
 *   a  needs an adult subject;  n  no "just/already" result reading
 *   e  a life experience ("She has never ridden a horse");  l  a past event of months or years ago
 * A fourth field "before~after" gives the past simple its own context instead of a bare date, for acts
 * nobody reports with a date alone ("He shut the door last Saturday", "ground coffee beans for breakfast
 * last week", "overcame my fear of flying last Saturday" were crossed out): "I shut the door because it was
 * cold", "I finally overcame my fear of flying last year". What comes after the gap names the past.
 * A result must mean something without a story: "has already met an old friend" was crossed out, "has
 * already met her new neighbours" is news.
 */
const TABLE = `
beat|the champion|
become|famous|l
begin|a new course|
bend|the front wheel of {poss} bike|
bet|ten euros on the match|a
bite|{poss} tongue|
blow|out the candles||~at {poss} birthday party last week
break|a glass|
bring|a cake to the party|
build|a treehouse|
burn|the toast||~this morning
buy|a new laptop|
catch|a cold|
choose|a new phone|
come|home late||~last night
cut|{poss} finger|
dig|a hole in the garden|
do|the washing-up||~after the party last night
draw|a map of the town|
dream|of a house by the sea|n|~for years
drink|too much coffee|a
drive|to the coast|ane
eat|a whole pizza|e
fall|off {poss} bike|
feed|the neighbours’ cat||~while they were on holiday
feel|much better|n
find|{poss} wallet|
fly|to Rome|e
forget|{poss} umbrella|
forgive|Peter for being late|n
get|a parking ticket|a
give|a presentation|a
go|to the shop||~because there was no bread
grow|tomatoes|nel
hang|the picture on the wall|
have|a great time|n
hear|a strange noise||~last night
hide|the presents||~before the children got home
hit|{poss} head on the door|
hold|the door for an old lady|n
hurt|{poss} knee|
keep|the receipt for the new TV|an|~, so the shop gave the money back
lay|the table||~before the guests arrived
lead|the meeting|a
learn|a new song|
leave|{poss} bag on the bus|
lend|Peter some money|
let|the dog out||~when it stopped raining
light|a fire||~on the beach last summer
lose|{poss} keys|
make|a cake|
meet|{poss} new neighbours|
pay|the bills|a
put|the shopping away||~when the delivery arrived
quit|{poss} job|a
read|the whole book|
ride|a horse|e
ring|{poss} grandmother|
run|a marathon|e
say|goodbye to everyone||~before the train left
see|a whale|e
sell|{poss} old car|a
send|a postcard||~from Rome last summer
set|the alarm for six||~because the train was at seven
sew|a button on {poss} coat|
shake|hands with the manager|a
shoot|a short film|e
show|{poss} photos to the class|
shrink|{poss} favourite jumper|
shut|the door||~because it was cold
sing|a song||~at the party last Saturday
sit|in the front row|ne|~at the concert last week
sleep|in a tent|ne
speak|to the manager|
spend|all {poss} money|
spill|coffee on {poss} shirt|
split|the bill|a
spread|butter on the toast||~while the eggs were cooking
stand|in the queue for an hour|n
stick|a note on the fridge||~so that nobody forgot the party
sweep|the floor||~after the party last night
swim|across the river|ne
take|the dog for a walk||~in the rain last night
teach|a yoga class|a
tear|{poss} jeans|
tell|a funny story||~at dinner yesterday
think|about the problem|n|~all last week
throw|the ball over the fence|n
wake|up early|n
wear|a suit|ne|~to the wedding last Saturday
win|the match|
write|a letter|
overhear|the conversation|
misunderstand|the question||~in the exam yesterday
withdraw|some money|a
upset|the teacher with {poss} joke|n
grind|some coffee beans|a|~for the guests last Sunday
come|back from {poss} holiday|
run|out of milk|
become|friends with {poss} neighbours|l
overcome|{poss} fear of flying||finally~last year
run|to the station||~to catch the last train
come|to the party|
come|first in the race|
run|for the bus||~this morning
run|five kilometres|
`;

export interface IrregularPhrase {
  id: string;
  verb: string;
  rest: string;
  adult: boolean;
  result: boolean;
  experience: boolean;
  long: boolean;
  /** Authored past-simple context: words before the gap ("finally") and after the phrase ("because it was cold"). */
  ctx?: { pre: string; post: string };
  group: 'abc' | 'abb' | 'aaa' | 'aba';
  /** Who the phrase fits (MORE only): one person's act, a household's job, or a group's. */
  who?: 'one' | 'home' | 'many';
}

const groupOf = (verb: string): IrregularPhrase['group'] => {
  const f = verbForms(verb);
  if (f.past === verb && f.participle === verb) return 'aaa';
  if (f.participle === verb) return 'aba';
  if (f.past === f.participle) return 'abb';
  return 'abc';
};

/** Phrases that say when, against the plan ("home late", "to work early"): past events, never just/already results. */
export const LATE_OR_EARLY = /\b(late|early|on time)$/;

/** One row of TABLE or MORE, "verb|rest|flags|pre~post": the phrase, its raw flags and whether it has a context. */
const parseRow = ([verb = '', rest = '', flags = '', ctx = '']: string[], id: string) => {
  const [pre = '', post = ''] = ctx.split('~');
  const phrase = {
    ctx: { pre, post },
    id: `${id}-${verb}`,
    verb,
    rest,
    adult: flags.includes('a'),
    // A manner of timing is not a result: "has already come home late" contradicts itself (round 1133).
    result: !flags.includes('n') && !LATE_OR_EARLY.test(rest),
    experience: flags.includes('e'),
    long: flags.includes('l'),
    group: groupOf(verb),
  };
  return { phrase, flags, hasCtx: ctx !== '' };
};

export const IRREGULAR_PHRASES: IrregularPhrase[] = tableRows(TABLE)
  .map((row, i): IrregularPhrase => {
    const {
      phrase: { ctx, ...fields },
      hasCtx,
    } = parseRow(row, `i${i}`);
    return { ...(hasCtx ? { ctx } : {}), ...fields };
  })
  .filter((p) => verbForms(p.verb).irregular);

/**
 * Issue 16: more phrases for the one-form (cut – cut – cut) and the come – came – come topics, each with
 * the situation that makes it worth saying and a past clause or a date that forces the past simple (a bare
 * "beat the champion" was flagged). Same fields as TABLE, and in the flags: o one person's act (a group
 * does not hurt its back together), h a household's job (not friends or classmates), p a group's act.
 * Used by those two topics only, so the other irregular topics keep their bank.
 */
const MORE = `
cut|the grass|h|~before the rain started
cut|{poss} hair short|o|~when the weather got hot
cut|the bread|h|~while the soup was heating up
cut|{poss} hand on a broken glass|o|~last night
cut|{poss} own hair|one|~during the lockdown
cut|down the old apple tree|h|~in the garden last autumn
cut|the birthday cake||~after everyone sang Happy Birthday
hit|traffic|an|~on the way home last night
hit|the snooze button three times|on|~this morning
hit|{poss} elbow on the table|o|~at dinner last night
hit|{poss} thumb with the hammer|o|~while putting up a shelf last weekend
let|the cat in|h|~when it started to rain
let|the guests in||~when the doorbell rang
let|the children stay up late|ahn|~because it was New Year’s Eve
set|the table|h|~before the guests arrived
set|a new record|o|~at the race last Sunday
set|up the new printer||~when it arrived
set|off for the airport||~early yesterday morning
set|the oven to 200 degrees|h|~before making the pizza last night
set|up {poss} own company|ao|~in 2020
shut|the windows|h|~when the storm started
shut|{poss} laptop|ao|~when the boss walked in
shut|down the computer|a|~and went home
shut|the gate|h|~so that the dog couldn’t get out
shut|{poss} finger in the car door|on|~last weekend
hurt|{poss} back|on|~lifting the sofa last weekend
hurt|{poss} ankle|on|~playing football last Saturday
hurt|{poss} wrist|on|~when {poss} bike slipped on the ice last winter
read|the instructions||~carefully before the test began
read|the whole contract|a|~before signing it last week
read|{poss} messages|ao|~on the train this morning
read|the news||~and couldn’t believe it
read|a bedtime story to the children|a|~last night
read|the map wrong|on|~and took the wrong turning
read|the letter aloud|o|~to the whole family last night
quit|smoking|ao|~when {poss} first child was born
quit|the gym|n|~after only a month last year
quit|{poss} job at the bank|ao|~last year to start a business
spread|the news about the wedding|on|~to the whole family last night
spread|a blanket on the grass||~for the picnic last Sunday
spread|the word about the concert|a|~on social media last week
split|the pizza four ways|pn|~at lunch yesterday
split|the class into four groups|ao|~for the quiz last Monday
upset|the neighbours|ahn|~with {poss} loud party last weekend
put|the kettle on|h|~as soon as the guests arrived
put|on {poss} warmest coat|o|~because it was snowing
put|{poss} phone away|o|~before the film started
put|the milk back in the fridge|h|~after breakfast this morning
put|up the Christmas tree|hn|~at the beginning of December last year
put|up a shelf in the kitchen|h|~last weekend
come|up with a great idea|a|~during the meeting yesterday
come|across an old photo of {poss} grandparents||~while tidying the attic last weekend
come|to an agreement with the landlord|a|~after weeks of talks last spring
come|back from Spain with a great tan|n|~last week
come|to work by bike|an|~because the buses were on strike
come|down with the flu|on|~just before {poss} holiday last month
come|to London to study|anl|~ten years ago
come|back from the shop without the bread|on|~yesterday
come|to the meeting twenty minutes late|an|~yesterday
come|home with a black eye|on|~after the football match last Saturday
become|a doctor|aol|~in 2018, after six years of study
become|a vegetarian|o|~two years ago, after a film about farms
become|interested in photography|n|~during the lockdown
become|a manager|ao|~last year
become|a teacher|ao|~after {poss} children grew up
become|a member of the tennis club|o|~last spring
become|fluent in English|o|~after a year in London
become|good friends|pn|~at university
become|a volunteer at the animal shelter|ao|~last summer
run|a café in the city centre|aonl|~for ten years before retiring
run|a bath|h|~after the long walk in the rain last night
run|out of petrol|ane|~on the motorway yesterday
run|into an old classmate|n|~at the supermarket yesterday
run|the Kyiv half marathon|oe|~last spring
run|after the bus|n|~but missed it
run|up the stairs|n|~because the phone was ringing
run|a workshop for new staff|ao|~last Tuesday
run|into the sea|n|~the moment the car stopped
run|out of time|n|~in the exam yesterday
overcome|{poss} fear of heights|on|finally~on the climbing trip last summer
overcome|{poss} shyness|on|finally~after joining the theatre club
overcome|all the problems|an|~and finished the project on time
`;

export const IRREGULAR_MORE: IrregularPhrase[] = tableRows(MORE).map((row, i): IrregularPhrase => {
  const { phrase, flags } = parseRow(row, `m${i}`);
  const who = flags.includes('o')
    ? 'one'
    : flags.includes('h')
      ? 'home'
      : flags.includes('p')
        ? 'many'
        : undefined;
  return { ...phrase, ...(who ? { who } : {}) };
});

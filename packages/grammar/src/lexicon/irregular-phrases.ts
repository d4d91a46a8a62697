import { verbForms } from '../morph/verbs.ts';

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

export const IRREGULAR_PHRASES: IrregularPhrase[] = TABLE.trim()
  .split('\n')
  .map((line, i) => {
    const [verb = '', rest = '', flags = '', ctx = ''] = line.split('|');
    const [pre = '', post = ''] = ctx.split('~');
    return {
      ...(ctx ? { ctx: { pre, post } } : {}),
      id: `i${i}-${verb}`,
      verb,
      rest,
      adult: flags.includes('a'),
      // A manner of timing is not a result: "has already come home late" contradicts itself (round 1133).
      result: !flags.includes('n') && !LATE_OR_EARLY.test(rest),
      experience: flags.includes('e'),
      long: flags.includes('l'),
      group: groupOf(verb),
    };
  })
  .filter((p) => verbForms(p.verb).irregular);

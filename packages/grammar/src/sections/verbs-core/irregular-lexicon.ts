import { verbForms } from '../../morph/verbs.ts';

/**
 * One natural phrase per irregular verb, usable both as a one-off past event ("She broke a glass
 * yesterday") and as a present-perfect result ("She has just broken a glass"). Flags:
 *   a  needs an adult subject;  n  no "just/already" result reading
 *   e  a life experience ("She has never ridden a horse");  l  a past event of months or years ago
 */
const TABLE = `
beat|the champion|
become|famous|l
begin|a new course|
bend|the front wheel of {poss} bike|
bet|ten euros on the match|a
bite|{poss} tongue|
blow|out the candles|
break|a glass|
bring|a cake to the party|
build|a treehouse|
burn|the toast|
buy|a new laptop|
catch|a cold|
choose|a new phone|
come|home late|
cut|{poss} finger|
dig|a hole in the garden|
do|the washing-up|
draw|a map of the town|
dream|about the sea|n
drink|too much coffee|a
drive|to the coast|ane
eat|a whole pizza|e
fall|off {poss} bike|
feed|the cat|
feel|much better|n
find|{poss} wallet|
fly|to Rome|e
forget|{poss} umbrella|
forgive|Peter for being late|n
get|a parking ticket|a
give|a presentation|a
go|to the shop|
grow|tomatoes|nel
hang|the picture on the wall|
have|a great time|n
hear|a strange noise|
hide|the presents|
hit|{poss} head on the door|
hold|the door for an old lady|n
hurt|{poss} knee|
keep|the receipt for the new TV|a
lay|the table|
lead|the meeting|a
learn|a new song|
leave|{poss} bag on the bus|
lend|Peter some money|
let|the dog out|
light|a fire|
lose|{poss} keys|
make|a cake|
meet|an old friend|
pay|the bills|a
put|the shopping away|
quit|{poss} job|a
read|the whole book|
ride|a horse|e
ring|{poss} grandmother|
run|a marathon|e
say|goodbye|
see|a whale|e
sell|{poss} old car|a
send|a postcard|
set|the alarm for six|
sew|a button on {poss} coat|
shake|hands with the manager|a
shoot|a short film|e
show|{poss} photos to the class|
shrink|{poss} favourite jumper|
shut|the door|
sing|a song at the party|n
sit|in the front row|ne
sleep|in a tent|ne
speak|to the manager|
spend|all {poss} money|
spill|coffee on {poss} shirt|
split|the bill|a
spread|butter on the toast|
stand|in the queue for an hour|n
stick|a note on the fridge|
sweep|the floor|
swim|across the river|ne
take|the dog for a walk|
teach|a yoga class|a
tear|{poss} jeans|
tell|a funny story|
think|about the problem|n
throw|the ball over the fence|n
wake|up early|n
wear|a suit|ne
win|the match|
write|a letter|
overhear|the conversation|
misunderstand|the question|
withdraw|some money|a
upset|the teacher with {poss} joke|n
grind|coffee beans for breakfast|an
come|back from {poss} holiday|
run|out of milk|
become|very popular|l
overcome|{poss} fear of flying|
run|to the station|
come|to the party|
come|first in the race|
run|for the bus|
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
  group: 'abc' | 'abb' | 'aaa' | 'aba';
}

export const groupOf = (verb: string): IrregularPhrase['group'] => {
  const f = verbForms(verb);
  if (f.past === verb && f.participle === verb) return 'aaa';
  if (f.participle === verb) return 'aba';
  if (f.past === f.participle) return 'abb';
  return 'abc';
};

export const IRREGULAR_PHRASES: IrregularPhrase[] = TABLE.trim()
  .split('\n')
  .map((line, i) => {
    const [verb = '', rest = '', flags = ''] = line.split('|');
    return {
      id: `i${i}-${verb}`,
      verb,
      rest,
      adult: flags.includes('a'),
      result: !flags.includes('n'),
      experience: flags.includes('e'),
      long: flags.includes('l'),
      group: groupOf(verb),
    };
  })
  .filter((p) => verbForms(p.verb).irregular);

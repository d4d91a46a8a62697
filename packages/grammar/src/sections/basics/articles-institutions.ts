import { authoredItems, type Line, LineSchema } from '../../core/authored-lines.ts';
import { d, type Item, makeTopic, ZERO } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { KID_SUBJECTS } from '../../lexicon/people.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { ONE } from '../verb/authored.ts';
import data from './articles-institutions.data.json' with { type: 'json' };
import copy from './articles-institutions.json' with { type: 'json' };

/**
 * School, prison, church, court, bed, work, university, sea with no article when we mean what they are for
 * (start school, sent to prison, take someone to court, spend years at sea), and with "the" when we mean
 * the building or the thing itself (walked past the church, sat on the bed, visited the prison). Each line
 * is written so that the other reading cannot fit (nobody "walks past church", a student does not "start the
 * school"). Hospital is never used: "in the hospital" is standard American English for a patient. Zero-
 * article university and college lines are left out too ("go to the university" is said in the US).
 */

const PURPOSE: readonly Line[] = [
  [ZERO, '{S} {v:start} ___ [[school]] next September'],
  [ZERO, '{S} always {v:do} {poss} homework straight after ___ [[school]]'],
  [ZERO, '{S} left ___ [[school]] at sixteen and found a job'],
  [ZERO, '{S} hated maths at ___ [[school]], but {pron} {v:love} it now'],
  [ZERO, 'The man who robbed the bank was sent to ___ [[prison]] for ten years'],
  [ZERO, 'He was released from ___ [[prison]] after five years'],
  [ZERO, '{S} took {poss} landlord to ___ [[court]] to get the deposit back'],
  [ZERO, '{S} had to appear in ___ [[court]] as a witness'],
  [ZERO, 'We always have lunch with my grandmother after ___ [[church]] on Sundays'],
  [ZERO, '{S} felt ill and went to ___ [[bed]] early'],
  [ZERO, '{S} {v:start} ___ [[work]] at eight every morning'],
  [ZERO, '{S} {is} off ___ [[work]] this week with flu'],
  [ZERO, '{S} went to ___ [[sea]] at sixteen and worked on ships for twenty years'],
  [ZERO, '{S} spent three months at ___ [[sea]] on a fishing boat'],
  [ZERO, 'The case will go to ___ [[court]] in May'],
  [ZERO, '{S} {v:walk} home from ___ [[school]] with {poss} friends'],
  [ZERO, '{S} {v:go} to ___ [[church]] every Sunday to pray'],
  [ZERO, '{S} {v:go} to ___ [[bed]] late on Saturdays'],
  [ZERO, '{S} {was} late for ___ [[work]] because of the traffic'],
  [ZERO, '{S} {v:get} home from ___ [[work]] at six'],
  [ZERO, '{S} {v:want} to go back to ___ [[school]] and finish {poss} education'],
  [ZERO, '{S} {was} in ___ [[bed]] by ten last night'],
];

const BUILDING: readonly Line[] = table('BUILDING', data.BUILDING, LineSchema);

/** Issue 16: more bases, appended after the first two lists so the earlier skeleton ids stay. */
const MORE: readonly Line[] = [
  [ZERO, '{S} {v:leave} for ___ [[work]] at half past seven every morning'],
  [ZERO, '{S} stayed in ___ [[bed]] all morning with a bad headache'],
  [ZERO, '{S} {v:go} to ___ [[work]] by bus'],
  [ZERO, 'The man who stole the car is now in ___ [[prison]]'],
  ['the', '{S} bought a new mattress for ___ [[bed]] [[in the spare room]]'],
  ['the', 'There is a big car park [[behind]] ___ [[church]]'],
  ['the', '___ [[school]] [[next to our house]] has a new playground'],
];

/** Issue 16 ("the full catalogue"): more bases, each its own skeleton, said of four subjects. */
const MORE2: readonly Line[] = [
  [ZERO, '{S} {v:go} to ___ [[church]] at Christmas and Easter'],
  [ZERO, "{S} {is} still in ___ [[bed]] because {pron} didn't sleep well last night"],
  [ZERO, '{S} {v:read} for half an hour in ___ [[bed]] every night'],
  [ZERO, '{S} spent two years in ___ [[prison]] for fraud'],
  [ZERO, 'The two neighbours ended up in ___ [[court]] over a fence'],
  [ZERO, '{S} {v:sing} in the choir after ___ [[church]] on Sundays'],
  [ZERO, '{S} {v:go} straight to ___ [[bed]] when {pron} {v:get} home from a night shift'],
  [ZERO, "{S} {is} still at ___ [[work]] and won't be home until eight"],
  [ZERO, '{S} {v:go} for a run before ___ [[work]]'],
  [ZERO, 'Sailors can spend months at ___ [[sea]] without seeing their families'],
  [ZERO, 'The ship was lost at ___ [[sea]] in a storm in 1912'],
  [ZERO, 'Children in Ukraine start ___ [[school]] at the age of six'],
  [ZERO, 'What did you want to be when you were at ___ [[school]]?'],
  [ZERO, '{S} {was} very shy at ___ [[school]], but {pron} {is} confident now'],
  [ZERO, 'The kids are at ___ [[school]] until three, so the house is quiet'],
  [ZERO, '{S} {v:go} back to ___ [[work]] on Monday after the holidays'],
  [ZERO, 'The judge sent the driver to ___ [[prison]] for two years'],
  [ZERO, 'After ten years in ___ [[prison]], the man wrote a book about his life'],
  [ZERO, '{S} {v:stay} in ___ [[bed]] late on Sunday mornings'],
  [ZERO, 'After ___ [[school]], the kids usually play football in the park'],
  [ZERO, "I'm really tired, so I think I'll go to ___ [[bed]]"],
  [ZERO, 'Are you going to ___ [[work]] tomorrow, or are you still ill?'],
  [ZERO, '{S} {v:drive} to ___ [[work]], but {pron} {v:take} the train when it snows'],
  [ZERO, '{S} {v:work} as a lawyer and {is} in ___ [[court]] most days'],
  [ZERO, 'He has been in ___ [[prison]] twice since he was eighteen'],
  [ZERO, 'Nobody should go to ___ [[prison]] for stealing a loaf of bread'],
  [ZERO, 'What do you usually do after ___ [[work]] on Fridays?'],
  [ZERO, "Let's go for a walk in the park after ___ [[church]]"],
  [ZERO, '{S} {v:need} to be at ___ [[work]] by eight tomorrow'],
  [ZERO, '{S} {v:go} to ___ [[bed]] much earlier in winter'],
  ['the', '{S} repainted ___ [[school fence]] last summer'],
  ['the', '{S} {v:live} [[next to]] ___ [[school]], so it is noisy in the mornings'],
  ['the', '___ [[prison]] [[on the hill]] closed in 1990'],
  ['the', 'The film crew used ___ [[old prison]] as a location'],
  ['the', 'There is a bakery [[across the road from]] ___ [[church]]'],
  ['the', 'The wedding was at ___ [[church]] [[in the centre of town]]'],
  ['the', '{S} changed the sheets [[on]] ___ [[bed]]'],
  ['the', '{S} found {poss} glasses [[under]] ___ [[bed]]'],
  ['the', '___ [[bed]] [[in the guest room]] is very comfortable'],
  ['the', 'The cat is asleep [[on]] ___ [[bed]] again'],
  ['the', "Olena went to ___ [[school]] [[to meet her son's new teacher]]"],
  ['the', 'The parents waited [[outside]] ___ [[school]] at three'],
  ['the', '{S} {v:work} [[as a guard]] at ___ [[prison]] [[outside the town]]'],
  ['the', '{S} {v:deliver} bread [[to]] ___ [[prison]] every morning'],
  ['the', 'The protesters gathered [[outside]] ___ [[court]]'],
  ['the', '{S} waited for the lawyer [[on the steps of]] ___ [[court]]'],
  ['the', '___ [[church]] [[was full]] for the Christmas concert'],
  ['the', 'The new library is [[behind]] ___ [[university]]'],
  ['the', '{S} showed the visitors [[around]] ___ [[university]]'],
  ['the', '___ [[university]] [[has a beautiful old library]]'],
  ['the', '___ [[sea]] [[was too rough]] for swimming today'],
  ['the', '{S} {v:love} [[swimming in]] ___ [[sea]] in August'],
  ['the', '{S} {v:live} in a small house [[by]] ___ [[sea]]'],
  ['the', 'Our hotel room had [[a view of]] ___ [[sea]]'],
  ['the', '{S} put the suitcase [[on]] ___ [[bed]] and started packing'],
  ['the', '{S} {v:walk} the dog [[around]] ___ [[church]] every evening'],
  ['the', 'The bus stops [[right in front of]] ___ [[school]]'],
  ['the', '{S} {v:live} in an old house [[behind]] ___ [[prison]]'],
  ['the', '{S} [[took a photo of]] ___ [[old church]] in the village'],
  ['the', 'The workers are [[painting]] ___ [[school]] during the holidays'],
  [ZERO, '{S} usually {v:fall} asleep as soon as {pron} {v:go} to ___ [[bed]]'],
  [ZERO, '{S} {v:leave} ___ [[work]] early on Fridays'],
  [ZERO, '{S} {v:have} a lot to do at ___ [[work]] this week'],
  [ZERO, '{S} {has} a new boss at ___ [[work]]'],
  [ZERO, '{S} {v:check} {poss} messages as soon as {pron} {v:get} to ___ [[work]]'],
  [ZERO, '{S} {was} so tired that {pron} went to ___ [[bed]] at eight'],
  [ZERO, '{S} {v:wear} a suit to ___ [[work]] every day'],
  [ZERO, '{S} {v:cycle} to ___ [[work]] in summer'],
  [ZERO, '{S} still {v:miss} {poss} friends from ___ [[school]]'],
  [ZERO, '{S} learned French at ___ [[school]] but {has} forgotten most of it'],
  [ZERO, '{S} {was} good at sport at ___ [[school]]'],
  [ZERO, '{S} {v:want} to go to ___ [[bed]] early tonight'],
  [ZERO, '{S} {v:stay} late at ___ [[work]] on Thursdays'],
  [ZERO, '{S} {v:listen} to the radio in ___ [[bed]] before {pron} {v:fall} asleep'],
  ['the', '{S} {v:live} [[across the street from]] ___ [[church]]'],
  ['the', '{S} dropped {poss} keys [[behind]] ___ [[bed]]'],
  ['the', '{S} {v:keep} {poss} old photos in a box [[under]] ___ [[bed]]'],
  ['the', '{S} fixed [[the leg of]] ___ [[bed]]'],
  ['the', '{S} {v:volunteer} at ___ [[school]] [[in {poss} neighbourhood]]'],
  ['the', '{S} went [[inside]] ___ [[church]] to get out of the rain'],
  ['the', '{S} {v:run} [[past]] ___ [[school]] every morning'],
  ['the', '{S} looked out at ___ [[sea]] from the balcony'],
  ['the', '{S} waited for {poss} friend [[outside]] ___ [[church]]'],
  ['the', '{S} {v:work} in the café [[opposite]] ___ [[university]]'],
  ['the', '{S} {has} lost {poss} phone somewhere [[near]] ___ [[school]]'],
  ['the', '{S} cleaned [[under]] ___ [[bed]]'],
  ['the', '{S} pushed ___ [[bed]] [[against the wall]]'],
  ['the', '{S} {v:walk} [[through]] ___ [[university park]] on the way home'],
  ['the', '{S} {was} [[in]] ___ [[school building]] when the fire alarm went off'],
  ['the', '{S} stood [[at the door of]] ___ [[church]] and greeted the guests'],
];

/** The place named after the gap (school, prison …), for the explanation. */
const placeOf = (text: string) => (text.split('___ ')[1] ?? '').split(/[\s,.]/)[0] ?? '';

function items(rng: Rng): Item[] {
  const kids = new Set(PURPOSE.slice(0, 2).map(([, l]) => l.replace(/\[\[|\]\]/g, '')));
  kids.add('{S} {v:walk} home from ___ school with {poss} friends');
  return [
    ...authoredItems(
      rng,
      'institutions',
      [...PURPOSE, ...BUILDING, ...MORE],
      (text) => (kids.has(text) ? KID_SUBJECTS : ONE),
      8,
      judge,
    ),
    ...authoredItems(rng, 'institutions2', MORE2, () => ONE, 4, judge),
  ];
}

function judge(key: string, text: string) {
  const place = placeOf(text);
  return key === ZERO
    ? { wrong: [d('the', 'the-for-purpose', { place })], ruleId: 'zero-purpose' }
    : { wrong: [d(ZERO, 'zero-for-building', { place })], ruleId: 'the-building' };
}

export const articlesInstitutionsTopic: TopicDef = makeTopic(copy, { target: 900, build: items });

import { authoredItems, type Line } from '../../core/authored-lines.ts';
import { d, type Item, makeTopic, rule, ZERO } from '../../engine.ts';
import { KID_SUBJECTS } from '../../lexicon/people.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { ONE } from '../verb/authored.ts';

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

const BUILDING: readonly Line[] = [
  ['the', "{S} went to ___ [[school]] [[to talk to {poss} son's teacher]]"],
  ['the', 'A plumber came to fix the heating at ___ [[school]]'],
  ['the', '{S} went to ___ [[prison]] [[to visit an old friend]]'],
  ['the', '{S} [[walked past]] ___ [[church]] on the way to work'],
  ['the', '___ [[church]] [[in our village]] is eight hundred years old'],
  ['the', 'The tourists [[took photos of]] ___ [[church]]'],
  ['the', '{S} [[parked]] the car [[behind]] ___ [[school]]'],
  ['the', '{S} {v:live} [[opposite]] ___ [[prison]]'],
  ['the', '{S} gave a talk at ___ [[university]] [[as a guest speaker]]'],
  ['the', '[[The roof of]] ___ [[school]] needs repairing'],
  ['the', '{S} [[cleaned]] ___ [[church]] [[before the wedding]]'],
  ['the', '___ [[bed]] [[in the hotel room]] was too soft'],
  ['the', '{S} [[sat on]] ___ [[bed]] to put on {poss} shoes'],
  ['the', '{S} [[moved]] ___ [[bed]] closer to the window'],
  ['the', '___ [[prison]] [[was built in]] 1850 and is now a museum'],
  ['the', '{S} {v:work} [[as a cleaner]] at ___ [[school]]'],
  ['the', 'A police officer came to ___ [[school]] [[to give a talk about road safety]]'],
  ['the', '{S} waited [[outside]] ___ [[court]] for the verdict'],
  ['the', 'The builders are repairing ___ [[church roof]]'],
  ['the', '{S} [[drove past]] ___ [[university]] on the way to the station'],
  ['the', '{S} went to ___ [[university]] [[for a concert in the main hall]]'],
  ['the', '{S} went into ___ [[church]] [[to look at the old paintings]]'],
  ['the', '{S} sang in a concert in ___ [[school hall]]'],
  ['the', '{S} {v:live} [[near]] ___ [[church]] [[with the tall tower]]'],
  ['the', '{S} climbed to the top of ___ [[church tower]]'],
  ['the', '{S} {v:teach} history at ___ [[school]] [[near the station]]'],
  ['the', '{S} [[made]] ___ [[bed]] before breakfast'],
];

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

/** The place named after the gap (school, prison …), for the explanation. */
const placeOf = (text: string) => (text.split('___ ')[1] ?? '').split(/[\s,.]/)[0] ?? '';

function items(rng: Rng): Item[] {
  const kids = new Set(PURPOSE.slice(0, 2).map(([, l]) => l.replace(/\[\[|\]\]/g, '')));
  kids.add('{S} {v:walk} home from ___ school with {poss} friends');
  return authoredItems(
    rng,
    'institutions',
    [...PURPOSE, ...BUILDING, ...MORE],
    (text) => (kids.has(text) ? KID_SUBJECTS : ONE),
    8,
    (key, text) => {
      const place = placeOf(text);
      return key === ZERO
        ? { wrong: [d('the', 'the-for-purpose', { place })], ruleId: 'zero-purpose' }
        : { wrong: [d(ZERO, 'zero-for-building', { place })], ruleId: 'the-building' };
    },
  );
}

export const articlesInstitutionsTopic: TopicDef = makeTopic(
  {
    slug: 'articles-institutions',
    sectionSlug: 'basics',
    name: { en: 'Go to school or go to the school', uk: 'Go to school чи go to the school' },
    level: 'intermediate',
    possibleAnswers: ['the', ZERO],
    card: {
      rule: {
        en: 'School, prison, church, court, bed, work and sea take no article when we mean what they are for: children start school, a thief goes to prison, people go to church to pray, take someone to court, go to bed, go to sea as sailors. When we mean the building or the thing itself, we use the: She went to the school to talk to the teacher. We walked past the church. He sat on the bed.',
        uk: 'School, prison, church, court, bed, work і sea вживаємо без артикля, коли йдеться про те, для чого вони існують: діти йдуть до школи вчитися (start school), злочинця саджають у в’язницю (go to prison), люди йдуть до церкви молитися (go to church), подають до суду (take someone to court), лягають спати (go to bed), ідуть у море моряками (go to sea). Коли йдеться про саму будівлю чи річ, уживаємо the: She went to the school to talk to the teacher. We walked past the church. He sat on the bed.',
      },
      signals: {
        en: 'as a pupil, prisoner, worshipper, sailor, to sleep → no article; to visit, to fix, walked past, the roof of, sat on → the',
        uk: 'як учень, в’язень, парафіянин, моряк, щоб спати → без артикля; щоб відвідати, полагодити, walked past, the roof of, sat on → the',
      },
      examples: ['The children start school in September.', 'Mum went to the school to talk to the teacher.'],
    },
    rules: [
      rule(
        'zero-purpose',
        'No article: we mean what the place is for (start school, go to prison, go to bed, take someone to court).',
        'Без артикля: ідеться про те, для чого існує це місце (start school, go to prison, go to bed, take someone to court).',
      ),
      rule(
        'the-building',
        'The: we mean the building or the thing itself (walk past the church, sit on the bed, visit the prison).',
        'The: ідеться про саму будівлю чи річ (walk past the church, sit on the bed, visit the prison).',
      ),
    ],
    target: 500,
  },
  items,
);

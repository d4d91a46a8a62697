import { d, finish, type Item, makeTopic, rule } from '../../engine.ts';
import { indefiniteArticle } from '../../morph/articles.ts';
import { plural } from '../../morph/nouns.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, ONE, subjectsFor } from '../verb/authored.ts';

/**
 * Number + noun as an adjective before another noun (a ten-minute walk, a two-year-old child, a five-star
 * hotel): hyphens and the singular, because adjectives have no plural. After a verb, with no noun to
 * describe, the number takes the plural noun (the walk takes ten minutes, she is two years old). The gap
 * holds the whole number phrase, so the wrong choices are the plural inside the compound (ten-minutes),
 * the spaced plural before a noun (a ten minutes walk) and the compound with no noun after it (takes
 * ten-minute). "Ten minutes' walk" (right in British English) and the unhyphenated "a ten minute walk"
 * (common and accepted) are never offered. Units whose spelling differs between British and American
 * English (metre, storey, litre) are not used.
 */

/** A base: the text with ___, the unit (minute, year-old …), the numbers it is said with, and whether a noun follows. */
interface Base {
  text: string;
  unit: string;
  numbers: readonly string[];
  /** The words that force it: the noun after the gap, or the verb / "old" with no noun. */
  cue: string;
}

/** Before a noun: a ten-minute walk. `{a}` is a/an by the number's sound. */
const BEFORE: readonly Base[] = [
  {
    text: '{P} flat is {a} ___ walk from the station',
    unit: 'minute',
    numbers: ['five', 'ten', 'fifteen', 'twenty'],
    cue: 'walk',
  },
  {
    text: '{S} took {a} ___ flight from London to New York',
    unit: 'hour',
    numbers: ['seven', 'eight'],
    cue: 'flight',
  },
  {
    text: '{S} booked a room in {a} ___ hotel by the sea',
    unit: 'star',
    numbers: ['three', 'four', 'five'],
    cue: 'hotel',
  },
  {
    text: '{S} {has} {a} ___ daughter',
    unit: 'year-old',
    numbers: ['two', 'three', 'four', 'eight'],
    cue: 'daughter',
  },
  {
    text: '{S} {v:have} {a} ___ break between meetings',
    unit: 'minute',
    numbers: ['five', 'ten', 'fifteen', 'twenty'],
    cue: 'break',
  },
  {
    text: '{S} {v:rent} {a} ___ flat in the city centre',
    unit: 'bedroom',
    numbers: ['two', 'three'],
    cue: 'flat',
  },
  {
    text: '{S} {has} to write {a} ___ essay by Friday',
    unit: 'word',
    numbers: ['three-hundred', 'five-hundred'],
    cue: 'essay',
  },
  {
    text: 'There is {a} ___ delay on all trains to Lviv',
    unit: 'hour',
    numbers: ['two', 'three', 'four'],
    cue: 'delay',
  },
  {
    text: '{S} signed {a} ___ contract with the company',
    unit: 'year',
    numbers: ['two', 'three', 'five'],
    cue: 'contract',
  },
  {
    text: '{S} booked {a} ___ dinner for {poss} anniversary',
    unit: 'course',
    numbers: ['three', 'four'],
    cue: 'dinner',
  },
  { text: '{S} went on {a} ___ holiday to Greece', unit: 'week', numbers: ['two', 'three'], cue: 'holiday' },
  {
    text: '{S} read {a} ___ report on the train',
    unit: 'page',
    numbers: ['ten', 'twenty', 'forty'],
    cue: 'report',
  },
  { text: '{S} paid with {a} ___ note', unit: 'pound', numbers: ['ten', 'twenty', 'fifty'], cue: 'note' },
  {
    text: '{S} did {a} ___ course in first aid',
    unit: 'day',
    numbers: ['two', 'three', 'five'],
    cue: 'course',
  },
  { text: 'In December {S} often {v:work} ___ days', unit: 'hour', numbers: ['ten', 'twelve'], cue: 'days' },
  {
    text: '{S} {has} {a} ___ drive to work every morning',
    unit: 'minute',
    numbers: ['thirty', 'forty'],
    cue: 'drive',
  },
  {
    text: '{S} had {a} ___ journey by train',
    unit: 'hour',
    numbers: ['six', 'eight', 'ten', 'twelve'],
    cue: 'journey',
  },
  {
    text: '{S} bought {a} ___ ticket for the city buses',
    unit: 'day',
    numbers: ['three', 'seven'],
    cue: 'ticket',
  },
  {
    text: '{S} bought a laptop with {a} ___ guarantee',
    unit: 'year',
    numbers: ['two', 'three', 'five'],
    cue: 'guarantee',
  },
  {
    text: '{S} {v:want} to run {a} ___ race next spring',
    unit: 'mile',
    numbers: ['five', 'ten'],
    cue: 'race',
  },
  {
    text: '{S} visited {a} ___ castle in the mountains',
    unit: 'year-old',
    numbers: ['five-hundred', 'six-hundred'],
    cue: 'castle',
  },
  {
    text: '{S} {v:teach} a group of ___ children',
    unit: 'year-old',
    numbers: ['six', 'seven'],
    cue: 'children',
  },
  {
    text: '{S} stood in {a} ___ queue at the post office',
    unit: 'minute',
    numbers: ['ten', 'twenty', 'thirty'],
    cue: 'queue',
  },
  { text: '{S} fell asleep during {a} ___ film', unit: 'hour', numbers: ['three'], cue: 'film' },
  { text: '{S} ordered {a} ___ pizza', unit: 'inch', numbers: ['ten', 'twelve'], cue: 'pizza' },
  {
    text: '{S} {has} {a} ___ driving test tomorrow',
    unit: 'minute',
    numbers: ['forty', 'forty-five'],
    cue: 'test',
  },
  { text: '{S} bought {a} ___ bag of potatoes', unit: 'kilo', numbers: ['five', 'ten'], cue: 'bag' },
  { text: '{S} {v:drive} {a} ___ car', unit: 'door', numbers: ['two', 'three'], cue: 'car' },
  {
    text: '{S} went to {a} ___ concert in the park',
    unit: 'hour',
    numbers: ['two', 'three', 'four'],
    cue: 'concert',
  },
  { text: '{S} walked along {a} ___ beach', unit: 'mile', numbers: ['two', 'three', 'five'], cue: 'beach' },
  { text: '{S} took {a} ___ nap after lunch', unit: 'minute', numbers: ['ten', 'twenty'], cue: 'nap' },
  { text: '{S} {v:live} in {a} ___ house', unit: 'room', numbers: ['six', 'eight'], cue: 'house' },
  { text: '{S} had {a} ___ wait for a table', unit: 'hour', numbers: ['two'], cue: 'wait' },
  {
    text: '{S} {is} on {a} ___ waiting list for a new car',
    unit: 'month',
    numbers: ['three', 'six', 'nine'],
    cue: 'waiting list',
  },
  {
    text: '{S} found a beautiful ___ coin in the garden',
    unit: 'year-old',
    numbers: ['two-hundred', 'three-hundred'],
    cue: 'coin',
  },
  {
    text: '{S} {v:have} {a} ___ meeting every Monday',
    unit: 'hour',
    numbers: ['two', 'three'],
    cue: 'meeting',
  },
];

/** After a verb or before "old" / "late" / "long", with no noun to describe: ten minutes, two years old. */
const AFTER: readonly Base[] = [
  { text: '{S} {is} ___ old', unit: 'year', numbers: ['thirty', 'forty', 'fifty'], cue: 'old' },
  {
    text: 'It takes {O} ___ to walk to the station',
    unit: 'minute',
    numbers: ['five', 'ten', 'fifteen', 'twenty'],
    cue: 'takes',
  },
  { text: '{P} flight was ___ late', unit: 'hour', numbers: ['two', 'three', 'four', 'five'], cue: 'late' },
  { text: 'The film lasts almost ___', unit: 'hour', numbers: ['three'], cue: 'lasts' },
  { text: "{S} waited for ___ at the doctor's", unit: 'hour', numbers: ['two', 'three'], cue: 'waited for' },
  { text: '{P} contract is for ___', unit: 'year', numbers: ['two', 'three', 'five'], cue: 'is for' },
  { text: 'The house is over ___ old', unit: 'year', numbers: ['two-hundred'], cue: 'old' },
  { text: '{P} essay must be ___ long', unit: 'word', numbers: ['five-hundred'], cue: 'long' },
  { text: 'The first aid course lasts ___', unit: 'day', numbers: ['two', 'three', 'five'], cue: 'lasts' },
  { text: '{S} {has} worked here for ___', unit: 'year', numbers: ['two', 'ten'], cue: 'for' },
  { text: '{P} baby is ___ old today', unit: 'month', numbers: ['three', 'six', 'nine'], cue: 'old' },
  {
    text: 'The drive home took {O} ___ because of the snow',
    unit: 'hour',
    numbers: ['two', 'three', 'four'],
    cue: 'took',
  },
  {
    text: 'The journey takes about ___ by train',
    unit: 'hour',
    numbers: ['four', 'six', 'eight'],
    cue: 'takes',
  },
  {
    text: '{P} house is only ___ from the sea',
    unit: 'minute',
    numbers: ['five', 'ten', 'fifteen'],
    cue: 'from the sea',
  },
  { text: '{S} {has} been learning English for ___', unit: 'month', numbers: ['six', 'eight'], cue: 'for' },
  { text: 'The test took {O} ___', unit: 'minute', numbers: ['thirty', 'forty', 'forty-five'], cue: 'took' },
  {
    text: 'The baby slept for ___ without waking up',
    unit: 'hour',
    numbers: ['five', 'six', 'seven'],
    cue: 'slept for',
  },
  { text: '{S} stayed in Rome for ___', unit: 'week', numbers: ['two'], cue: 'for' },
  { text: 'The beach is about ___ long', unit: 'mile', numbers: ['two', 'three', 'five'], cue: 'long' },
  { text: 'The castle is almost ___ old', unit: 'year', numbers: ['six-hundred'], cue: 'old' },
  {
    text: 'The meeting went on for ___',
    unit: 'hour',
    numbers: ['two', 'three', 'four'],
    cue: 'went on for',
  },
  { text: 'The new bridge took ___ to build', unit: 'year', numbers: ['three', 'four', 'five'], cue: 'took' },
  { text: '{S} {was} ___ late for the interview', unit: 'minute', numbers: ['ten', 'twenty'], cue: 'late' },
  { text: 'The museum is a short walk away, about ___', unit: 'minute', numbers: ['five'], cue: 'about' },
  { text: 'My grandmother turned ___ old last week', unit: 'year', numbers: ['ninety'], cue: 'old' },
  { text: 'The queue was so long that {S} waited ___', unit: 'minute', numbers: ['forty'], cue: 'waited' },
  { text: '{P} car is only ___ old', unit: 'year', numbers: ['two', 'three', 'four'], cue: 'old' },
];

/** The number as it is written in the phrase: five-hundred stays hyphenated only inside the compound. */
const spaced = (n: string) => n.replace(/-hundred$/, ' hundred').replace(/^thousand$/, 'a thousand');
const joined = (n: string) => n.replace(/^thousand$/, 'thousand');

function forms(number: string, unit: string) {
  const old = unit === 'year-old';
  const noun = old ? 'year' : unit;
  const nouns = plural(noun);
  const compound = `${joined(number)}-${unit}`;
  return {
    compound,
    compoundPlural: old ? `${joined(number)}-${nouns}-old` : `${joined(number)}-${nouns}`,
    spacedPlural: old ? `${spaced(number)} ${nouns} old` : `${spaced(number)} ${nouns}`,
    noun,
    nouns,
  };
}

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  const run = (bases: readonly Base[], before: boolean, offset: number) =>
    bases.forEach((base, i) => {
      const subjects = subjectsFor(rng, base.text, ONE, 6);
      // The number is in the gap, so a base's variants differ by their subject; each subject takes the next number.
      subjects.forEach((s, j) => {
        const number = base.numbers[j % base.numbers.length] ?? 'two';
        const f = forms(number, base.unit);
        const answer = before ? f.compound : f.spacedPlural;
        const text = finish(fill(base.text.replace('{a} ___', `${indefiniteArticle(answer)} ___`), s));
        const wrong = before
          ? [
              d(f.compoundPlural, 'plural-in-compound-adjective', { unit: f.noun }),
              d(f.spacedPlural, 'plural-in-compound-adjective', { unit: f.noun }),
            ]
          : [
              d(f.compound, 'compound-without-noun', { unit: f.nouns }),
              d(f.compoundPlural, 'compound-without-noun', { unit: f.nouns }),
            ];
        out.push({
          text,
          answer,
          wrong,
          ruleId: before ? 'compound-before-noun' : 'plural-after-verb',
          trigger: [base.cue],
          skeleton: `compound:${offset + i}`,
        });
      });
    });
  run(BEFORE, true, 0);
  run(AFTER, false, 100);
  return out;
}

export const compoundAdjectivesNumbersTopic: TopicDef = makeTopic(
  {
    slug: 'compound-adjectives-numbers',
    sectionSlug: 'noun',
    name: {
      en: 'A ten-minute walk: number + noun before a noun',
      uk: 'A ten-minute walk: число + іменник перед іменником',
    },
    level: 'intermediate',
    possibleAnswers: ['ten-minute', 'ten-minutes', 'ten minutes'],
    card: {
      rule: {
        en: 'A number + noun before another noun works as an adjective: it takes hyphens and stays singular (a ten-minute walk, a two-year-old girl, a five-star hotel), because adjectives have no plural. With no noun after it, the noun is plural and there are no hyphens: The walk takes ten minutes. She is two years old.',
        uk: 'Число + іменник перед іншим іменником стає прикметником: пишемо через дефіс і в однині (a ten-minute walk, a two-year-old girl, a five-star hotel), бо прикметник не має множини. Якщо іменника після нього немає, іменник стоїть у множині й без дефісів: The walk takes ten minutes. She is two years old.',
      },
      signals: {
        en: 'a / an … ___ + noun (walk, hotel, child) → ten-minute, two-year-old; after takes, for, late, old with no noun → ten minutes, two years old',
        uk: 'a / an … ___ + іменник (walk, hotel, child) → ten-minute, two-year-old; після takes, for, late, old без іменника → ten minutes, two years old',
      },
      examples: [
        'My flat is a ten-minute walk from the station.',
        'The walk to the station takes ten minutes.',
      ],
    },
    rules: [
      rule(
        'compound-before-noun',
        'Number + noun before a noun: hyphens and the singular (a ten-minute walk, a two-year-old child).',
        'Число + іменник перед іменником: через дефіс і в однині (a ten-minute walk, a two-year-old child).',
      ),
      rule(
        'plural-after-verb',
        'With no noun after it: the plural, no hyphens (takes ten minutes, is two years old).',
        'Без іменника після нього: множина й без дефісів (takes ten minutes, is two years old).',
      ),
    ],
    target: 450,
  },
  items,
);

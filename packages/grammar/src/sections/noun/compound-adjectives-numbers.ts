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

/** Issue 16, second batch (run after the first bases so those keep their subjects and ids). */
const MORE_BEFORE: readonly Base[] = [
  {
    text: '{S} signed up for {a} ___ course in web design',
    unit: 'month',
    numbers: ['three', 'six', 'nine'],
    cue: 'course',
  },
  {
    text: '{S} {v:go} for {a} ___ run every morning',
    unit: 'mile',
    numbers: ['two', 'three', 'five'],
    cue: 'run',
  },
  {
    text: '{S} booked {a} ___ dinner at a French restaurant',
    unit: 'course',
    numbers: ['three', 'four', 'five'],
    cue: 'dinner',
  },
  {
    text: '{S} wrote {a} ___ report on the project',
    unit: 'page',
    numbers: ['ten', 'twenty', 'thirty'],
    cue: 'report',
  },
  {
    text: '{S} bought a bike for {poss} ___ son',
    unit: 'year-old',
    numbers: ['six', 'seven', 'nine'],
    cue: 'son',
  },
  {
    text: '{S} went to {a} ___ conference in Berlin',
    unit: 'day',
    numbers: ['two', 'three', 'four'],
    cue: 'conference',
  },
  {
    text: '{S} took {a} ___ break from work to travel',
    unit: 'month',
    numbers: ['three', 'six'],
    cue: 'break',
  },
  {
    text: '{S} {is} on {a} ___ training course this week',
    unit: 'day',
    numbers: ['two', 'three', 'five'],
    cue: 'training course',
  },
  {
    text: '{S} paid {a} ___ fine for parking outside the school',
    unit: 'euro',
    numbers: ['fifty', 'eighty', 'forty'],
    cue: 'fine',
  },
  {
    text: '{S} {v:live} in {a} ___ house near the river',
    unit: 'year-old',
    numbers: ['two-hundred', 'three-hundred'],
    cue: 'house',
  },
  {
    text: '{S} {has} just finished {a} ___ shift at the hospital',
    unit: 'hour',
    numbers: ['twelve', 'ten', 'eight'],
    cue: 'shift',
  },
  {
    text: '{S} gave {a} ___ talk at the conference',
    unit: 'minute',
    numbers: ['twenty', 'thirty', 'forty'],
    cue: 'talk',
  },
  { text: '{S} ran {a} ___ race on Sunday', unit: 'mile', numbers: ['five', 'ten'], cue: 'race' },
  { text: '{S} bought {a} ___ bag of rice', unit: 'kilo', numbers: ['five', 'ten'], cue: 'bag' },
  { text: '{S} {v:work} {a} ___ week', unit: 'hour', numbers: ['forty', 'thirty', 'fifty'], cue: 'week' },
  {
    text: '{S} {has} {a} ___ journey to work every day',
    unit: 'minute',
    numbers: ['forty', 'fifty', 'thirty'],
    cue: 'journey',
  },
  {
    text: '{S} made {a} ___ video for the school website',
    unit: 'minute',
    numbers: ['two', 'three', 'five'],
    cue: 'video',
  },
  {
    text: '{S} {v:have} {a} ___ nap every afternoon',
    unit: 'minute',
    numbers: ['twenty', 'thirty'],
    cue: 'nap',
  },
  {
    text: '{S} {is} training for {a} ___ walk for charity',
    unit: 'mile',
    numbers: ['ten', 'twenty'],
    cue: 'walk',
  },
  {
    text: '{S} {has} just started {a} ___ internship at a bank',
    unit: 'month',
    numbers: ['three', 'six'],
    cue: 'internship',
  },
  {
    text: '{S} bought {a} ___ ticket for the city buses',
    unit: 'day',
    numbers: ['three', 'seven'],
    cue: 'ticket',
  },
  {
    text: '{S} {was} given {a} ___ warning before the exam ended',
    unit: 'minute',
    numbers: ['ten', 'five', 'fifteen'],
    cue: 'warning',
  },
  {
    text: '{S} stayed at {a} ___ guest house by the lake',
    unit: 'star',
    numbers: ['three', 'four'],
    cue: 'guest house',
  },
  {
    text: '{S} {v:own} {a} ___ house in the suburbs',
    unit: 'bedroom',
    numbers: ['three', 'four', 'five'],
    cue: 'house',
  },
  {
    text: '{S} took {a} ___ taxi ride to the airport',
    unit: 'minute',
    numbers: ['twenty', 'forty'],
    cue: 'taxi ride',
  },
  { text: '{S} {has} {a} ___ commute every morning', unit: 'hour', numbers: ['one', 'two'], cue: 'commute' },
  {
    text: '{S} won {a} ___ scholarship to study in Canada',
    unit: 'year',
    numbers: ['two', 'three', 'four'],
    cue: 'scholarship',
  },
  { text: '{S} {has} to take {a} ___ exam on Friday', unit: 'hour', numbers: ['two', 'three'], cue: 'exam' },
  {
    text: '{S} watched {a} ___ documentary about whales',
    unit: 'hour',
    numbers: ['two', 'three'],
    cue: 'documentary',
  },
  { text: '{S} {v:teach} {a} ___ class on Saturdays', unit: 'hour', numbers: ['two', 'three'], cue: 'class' },
  {
    text: '{S} had {a} ___ wait at the airport',
    unit: 'hour',
    numbers: ['four', 'five', 'six'],
    cue: 'wait',
  },
  {
    text: '{S} {v:have} {a} ___ lunch break',
    unit: 'minute',
    numbers: ['thirty', 'forty-five'],
    cue: 'lunch break',
  },
  { text: '{S} took part in {a} ___ strike', unit: 'day', numbers: ['one', 'two', 'three'], cue: 'strike' },
  {
    text: '{S} wrote {a} ___ poem for the school magazine',
    unit: 'line',
    numbers: ['four', 'six', 'eight'],
    cue: 'poem',
  },
  {
    text: '{S} rented {a} ___ cottage for the summer',
    unit: 'bedroom',
    numbers: ['two', 'three'],
    cue: 'cottage',
  },
  { text: '{S} {v:drive} {a} ___ car', unit: 'door', numbers: ['three', 'five'], cue: 'car' },
  { text: '{S} found {a} ___ note in an old coat', unit: 'euro', numbers: ['twenty', 'fifty'], cue: 'note' },
  {
    text: '{S} took {a} ___ course in first aid',
    unit: 'day',
    numbers: ['two', 'three'],
    cue: 'course in first aid',
  },
  { text: '{S} joined {a} ___ band', unit: 'piece', numbers: ['five', 'six', 'seven'], cue: 'band' },
];

const MORE_AFTER: readonly Base[] = [
  { text: '{S} spent ___ in Prague', unit: 'day', numbers: ['three', 'four', 'five'], cue: 'spent' },
  { text: '{S} ran ___ on Sunday', unit: 'mile', numbers: ['five', 'ten'], cue: 'ran' },
  { text: '{P} journey to work takes ___', unit: 'minute', numbers: ['forty', 'fifty'], cue: 'takes' },
  { text: '{S} {v:work} ___ a week', unit: 'hour', numbers: ['forty', 'thirty', 'fifty'], cue: 'a week' },
  { text: '{P} shift at the hospital lasts ___', unit: 'hour', numbers: ['twelve', 'ten'], cue: 'lasts' },
  { text: '{S} {was} on hold for ___', unit: 'minute', numbers: ['twenty', 'forty'], cue: 'on hold for' },
  { text: '{P} son is ___ old', unit: 'year', numbers: ['six', 'seven', 'nine'], cue: 'old' },
  { text: '{S} lived in Canada for ___', unit: 'year', numbers: ['two', 'three', 'five'], cue: 'for' },
  { text: '{P} train was ___ late', unit: 'minute', numbers: ['ten', 'twenty', 'forty'], cue: 'late' },
  {
    text: '{S} {has} to wait ___ for the results',
    unit: 'week',
    numbers: ['two', 'three', 'six'],
    cue: 'wait',
  },
  { text: '{S} stayed in the hospital for ___', unit: 'day', numbers: ['three', 'four'], cue: 'for' },
  { text: '{S} swam ___ without stopping', unit: 'mile', numbers: ['two', 'three'], cue: 'swam' },
  { text: '{P} essay is ___ long', unit: 'page', numbers: ['ten', 'twelve'], cue: 'long' },
  { text: '{S} slept for only ___ last night', unit: 'hour', numbers: ['four', 'five'], cue: 'slept for' },
  { text: '{S} {has} been married for ___', unit: 'year', numbers: ['ten', 'twenty'], cue: 'for' },
  { text: '{S} {v:spend} ___ a day on the phone', unit: 'hour', numbers: ['two', 'three'], cue: 'a day' },
  { text: '{P} cat is ___ old', unit: 'year', numbers: ['twelve', 'fifteen'], cue: 'old' },
  { text: '{S} lost ___ in a month', unit: 'kilo', numbers: ['three', 'four', 'five'], cue: 'lost' },
  { text: '{S} {was} ___ early for the meeting', unit: 'minute', numbers: ['ten', 'fifteen'], cue: 'early' },
  { text: '{P} driving lesson lasts ___', unit: 'minute', numbers: ['forty-five', 'ninety'], cue: 'lasts' },
  { text: '{S} walked ___ to get home', unit: 'mile', numbers: ['three', 'four', 'six'], cue: 'walked' },
  { text: '{P} laptop is only ___ old', unit: 'month', numbers: ['six', 'eight'], cue: 'old' },
  { text: '{S} studied in Lviv for ___', unit: 'year', numbers: ['four', 'five'], cue: 'for' },
  { text: '{S} {has} been waiting for ___', unit: 'minute', numbers: ['twenty', 'forty'], cue: 'for' },
  {
    text: '{S} took ___ off work after the operation',
    unit: 'week',
    numbers: ['two', 'three', 'six'],
    cue: 'off work',
  },
  {
    text: '{S} trained for ___ before the marathon',
    unit: 'month',
    numbers: ['six', 'eight'],
    cue: 'trained for',
  },
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
  run(MORE_BEFORE, true, 200);
  run(MORE_AFTER, false, 300);
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
    target: 800,
  },
  items,
);

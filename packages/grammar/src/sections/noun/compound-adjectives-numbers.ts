import { d, finish, type Item, makeTopic } from '../../engine.ts';
import { indefiniteArticle } from '../../morph/articles.ts';
import { plural } from '../../morph/nouns.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, ONE, subjectsFor } from '../verb/authored.ts';
import copy from './compound-adjectives-numbers.json' with { type: 'json' };

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

/** Bases one a line, "text | unit | numbers | cue", so the tables stay compact. */
const bases = (rows: string[]): Base[] =>
  rows.map((row) => {
    const [text = '', unit = '', numbers = '', cue = ''] = row.split(' | ');
    return { text, unit, numbers: numbers.split(' '), cue };
  });

/** Before a noun: a ten-minute walk. `{a}` is a/an by the number's sound. */
const BEFORE: readonly Base[] = bases([
  '{P} flat is {a} ___ walk from the station | minute | five ten fifteen twenty | walk',
  '{S} took {a} ___ flight from London to New York | hour | seven eight | flight',
  '{S} booked a room in {a} ___ hotel by the sea | star | three four five | hotel',
  '{S} {has} {a} ___ daughter | year-old | two three four eight | daughter',
  '{S} {v:have} {a} ___ break between meetings | minute | five ten fifteen twenty | break',
  '{S} {v:rent} {a} ___ flat in the city centre | bedroom | two three | flat',
  '{S} {has} to write {a} ___ essay by Friday | word | three-hundred five-hundred | essay',
  'There is {a} ___ delay on all trains to Lviv | hour | two three four | delay',
  '{S} signed {a} ___ contract with the company | year | two three five | contract',
  '{S} booked {a} ___ dinner for {poss} anniversary | course | three four | dinner',
  '{S} went on {a} ___ holiday to Greece | week | two three | holiday',
  '{S} read {a} ___ report on the train | page | ten twenty forty | report',
  '{S} paid with {a} ___ note | pound | ten twenty fifty | note',
  '{S} did {a} ___ course in first aid | day | two three five | course',
  'In December {S} often {v:work} ___ days | hour | ten twelve | days',
  '{S} {has} {a} ___ drive to work every morning | minute | thirty forty | drive',
  '{S} had {a} ___ journey by train | hour | six eight ten twelve | journey',
  '{S} bought {a} ___ ticket for the city buses | day | three seven | ticket',
  '{S} bought a laptop with {a} ___ guarantee | year | two three five | guarantee',
  '{S} {v:want} to run {a} ___ race next spring | mile | five ten | race',
  '{S} visited {a} ___ castle in the mountains | year-old | five-hundred six-hundred | castle',
  '{S} {v:teach} a group of ___ children | year-old | six seven | children',
  '{S} stood in {a} ___ queue at the post office | minute | ten twenty thirty | queue',
  '{S} fell asleep during {a} ___ film | hour | three | film',
  '{S} ordered {a} ___ pizza | inch | ten twelve | pizza',
  '{S} {has} {a} ___ driving test tomorrow | minute | forty forty-five | test',
  '{S} bought {a} ___ bag of potatoes | kilo | five ten | bag',
  '{S} {v:drive} {a} ___ car | door | two three | car',
  '{S} went to {a} ___ concert in the park | hour | two three four | concert',
  '{S} walked along {a} ___ beach | mile | two three five | beach',
  '{S} took {a} ___ nap after lunch | minute | ten twenty | nap',
  '{S} {v:live} in {a} ___ house | room | six eight | house',
  '{S} had {a} ___ wait for a table | hour | two | wait',
  '{S} {is} on {a} ___ waiting list for a new car | month | three six nine | waiting list',
  '{S} found a beautiful ___ coin in the garden | year-old | two-hundred three-hundred | coin',
  '{S} {v:have} {a} ___ meeting every Monday | hour | two three | meeting',
]);

/** After a verb or before "old" / "late" / "long", with no noun to describe: ten minutes, two years old. */
const AFTER: readonly Base[] = bases([
  '{S} {is} ___ old | year | thirty forty fifty | old',
  'It takes {O} ___ to walk to the station | minute | five ten fifteen twenty | takes',
  '{P} flight was ___ late | hour | two three four five | late',
  'The film lasts almost ___ | hour | three | lasts',
  "{S} waited for ___ at the doctor's | hour | two three | waited for",
  '{P} contract is for ___ | year | two three five | is for',
  'The house is over ___ old | year | two-hundred | old',
  '{P} essay must be ___ long | word | five-hundred | long',
  'The first aid course lasts ___ | day | two three five | lasts',
  '{S} {has} worked here for ___ | year | two ten | for',
  '{P} baby is ___ old today | month | three six nine | old',
  'The drive home took {O} ___ because of the snow | hour | two three four | took',
  'The journey takes about ___ by train | hour | four six eight | takes',
  '{P} house is only ___ from the sea | minute | five ten fifteen | from the sea',
  '{S} {has} been learning English for ___ | month | six eight | for',
  'The test took {O} ___ | minute | thirty forty forty-five | took',
  'The baby slept for ___ without waking up | hour | five six seven | slept for',
  '{S} stayed in Rome for ___ | week | two | for',
  'The beach is about ___ long | mile | two three five | long',
  'The castle is almost ___ old | year | six-hundred | old',
  'The meeting went on for ___ | hour | two three four | went on for',
  'The new bridge took ___ to build | year | three four five | took',
  '{S} {was} ___ late for the interview | minute | ten twenty | late',
  'The museum is a short walk away, about ___ | minute | five | about',
  'My grandmother turned ___ old last week | year | ninety | old',
  'The queue was so long that {S} waited ___ | minute | forty | waited',
  '{P} car is only ___ old | year | two three four | old',
]);

/** Issue 16, second batch (run after the first bases so those keep their subjects and ids). */
const MORE_BEFORE: readonly Base[] = bases([
  '{S} signed up for {a} ___ course in web design | month | three six nine | course',
  '{S} {v:go} for {a} ___ run every morning | mile | two three five | run',
  '{S} booked {a} ___ dinner at a French restaurant | course | three four five | dinner',
  '{S} wrote {a} ___ report on the project | page | ten twenty thirty | report',
  '{S} bought a bike for {poss} ___ son | year-old | six seven nine | son',
  '{S} went to {a} ___ conference in Berlin | day | two three four | conference',
  '{S} took {a} ___ break from work to travel | month | three six | break',
  '{S} {is} on {a} ___ training course this week | day | two three five | training course',
  '{S} paid {a} ___ fine for parking outside the school | euro | fifty eighty forty | fine',
  '{S} {v:live} in {a} ___ house near the river | year-old | two-hundred three-hundred | house',
  '{S} {has} just finished {a} ___ shift at the hospital | hour | twelve ten eight | shift',
  '{S} gave {a} ___ talk at the conference | minute | twenty thirty forty | talk',
  '{S} ran {a} ___ race on Sunday | mile | five ten | race',
  '{S} bought {a} ___ bag of rice | kilo | five ten | bag',
  '{S} {v:work} {a} ___ week | hour | forty thirty fifty | week',
  '{S} {has} {a} ___ journey to work every day | minute | forty fifty thirty | journey',
  '{S} made {a} ___ video for the school website | minute | two three five | video',
  '{S} {v:have} {a} ___ nap every afternoon | minute | twenty thirty | nap',
  '{S} {is} training for {a} ___ walk for charity | mile | ten twenty | walk',
  '{S} {has} just started {a} ___ internship at a bank | month | three six | internship',
  '{S} bought {a} ___ ticket for the city buses | day | three seven | ticket',
  '{S} {was} given {a} ___ warning before the exam ended | minute | ten five fifteen | warning',
  '{S} stayed at {a} ___ guest house by the lake | star | three four | guest house',
  '{S} {v:own} {a} ___ house in the suburbs | bedroom | three four five | house',
  '{S} took {a} ___ taxi ride to the airport | minute | twenty forty | taxi ride',
  '{S} {has} {a} ___ commute every morning | hour | one two | commute',
  '{S} won {a} ___ scholarship to study in Canada | year | two three four | scholarship',
  '{S} {has} to take {a} ___ exam on Friday | hour | two three | exam',
  '{S} watched {a} ___ documentary about whales | hour | two three | documentary',
  '{S} {v:teach} {a} ___ class on Saturdays | hour | two three | class',
  '{S} had {a} ___ wait at the airport | hour | four five six | wait',
  '{S} {v:have} {a} ___ lunch break | minute | thirty forty-five | lunch break',
  '{S} took part in {a} ___ strike | day | one two three | strike',
  '{S} wrote {a} ___ poem for the school magazine | line | four six eight | poem',
  '{S} rented {a} ___ cottage for the summer | bedroom | two three | cottage',
  '{S} {v:drive} {a} ___ car | door | three five | car',
  '{S} found {a} ___ note in an old coat | euro | twenty fifty | note',
  '{S} took {a} ___ course in first aid | day | two three | course in first aid',
  '{S} joined {a} ___ band | piece | five six seven | band',
]);

const MORE_AFTER: readonly Base[] = bases([
  '{S} spent ___ in Prague | day | three four five | spent',
  '{S} ran ___ on Sunday | mile | five ten | ran',
  '{P} journey to work takes ___ | minute | forty fifty | takes',
  '{S} {v:work} ___ a week | hour | forty thirty fifty | a week',
  '{P} shift at the hospital lasts ___ | hour | twelve ten | lasts',
  '{S} {was} on hold for ___ | minute | twenty forty | on hold for',
  '{P} son is ___ old | year | six seven nine | old',
  '{S} lived in Canada for ___ | year | two three five | for',
  '{P} train was ___ late | minute | ten twenty forty | late',
  '{S} {has} to wait ___ for the results | week | two three six | wait',
  '{S} stayed in the hospital for ___ | day | three four | for',
  '{S} swam ___ without stopping | mile | two three | swam',
  '{P} essay is ___ long | page | ten twelve | long',
  '{S} slept for only ___ last night | hour | four five | slept for',
  '{S} {has} been married for ___ | year | ten twenty | for',
  '{S} {v:spend} ___ a day on the phone | hour | two three | a day',
  '{P} cat is ___ old | year | twelve fifteen | old',
  '{S} lost ___ in a month | kilo | three four five | lost',
  '{S} {was} ___ early for the meeting | minute | ten fifteen | early',
  '{P} driving lesson lasts ___ | minute | forty-five ninety | lasts',
  '{S} walked ___ to get home | mile | three four six | walked',
  '{P} laptop is only ___ old | month | six eight | old',
  '{S} studied in Lviv for ___ | year | four five | for',
  '{S} {has} been waiting for ___ | minute | twenty forty | for',
  '{S} took ___ off work after the operation | week | two three six | off work',
  '{S} trained for ___ before the marathon | month | six eight | trained for',
]);

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

export const compoundAdjectivesNumbersTopic: TopicDef = makeTopic(copy, { target: 800, build: items });

import type { TopicDef } from '../../types.ts';
import { d, item, L, rule, topic } from '../build.ts';
import { NOUNS } from '../lexicon/nouns.ts';

const FOOD_WORDS = [
  'apple',
  'egg',
  'banana',
  'orange',
  'sandwich',
  'onion',
  'tomato',
  'potato',
  'milk',
  'cheese',
  'bread',
  'juice',
  'sugar',
  'rice',
  'coffee',
  'butter',
  'soup',
  'meat',
  'jam',
  'flour',
  'tea',
];
const FOODS = NOUNS.filter((n) => FOOD_WORDS.includes(n.sg));
const PLACES_BUSY = ['in the classroom', 'in this town', 'in our street', 'in the park'];

export const quantifiers: TopicDef = topic({
  slug: 'quantifiers',
  section: 'noun',
  name: L(
    'Quantifiers: too much, too many, a few, a little, no, none',
    'Кількісні слова: too much, too many, a few, a little, no, none',
  ),
  level: 'intermediate',
  possibleAnswers: ['too much', 'too many', 'a few', 'a little', 'no', 'none'],
  rule: L(
    'Much and a little go with uncountable nouns (too much sugar, a little milk); many and a few with plural nouns (too many cars, a few eggs). No comes before a noun (no milk); none stands alone or before of (none of them).',
    'Much і a little — з незлічуваними іменниками (too much sugar, a little milk); many і a few — з множиною (too many cars, a few eggs). No стоїть перед іменником (no milk); none — окремо або перед of (none of them).',
  ),
  signals: L(
    'Is the noun uncountable or plural? Is there a noun right after the blank?',
    'Іменник незлічуваний чи в множині? Чи є іменник одразу після пропуску?',
  ),
  examples: ['There are too many cars in our street.', 'None of my friends came, so there was no music.'],
  rules: [
    rule(
      'uncountable',
      'Uncountable nouns take much and a little.',
      'Незлічувані іменники — much та a little.',
    ),
    rule('countable', 'Plural nouns take many and a few.', 'Множина — many та a few.'),
    rule(
      'no-none',
      'No + noun; none without a noun or with of.',
      'No + іменник; none — без іменника або з of.',
    ),
  ],
  target: 500,
  *generate(rng) {
    let _n = 0;
    const pool = rng.shuffle(FOODS.flatMap((noun) => [0, 1, 2].map((k) => [noun, k] as const)));
    for (const [noun, kind] of pool) {
      const word = noun.count ? noun.pl : noun.sg;
      if (kind === 0) {
        yield item(rng, {
          text: `You bought too {} ${word}; we can't use ${noun.count ? 'them' : 'it'} all.`,
          answer: noun.count ? 'many' : 'much',
          wrong: [
            d(
              noun.count ? 'much' : 'many',
              noun.count ? 'uncountable-word-with-countable' : 'countable-word-with-uncountable',
              { noun: word },
            ),
          ],
          ruleId: noun.count ? 'countable' : 'uncountable',
          trigger: [word],
          skeleton: 'too',
        });
      } else if (kind === 1) {
        yield item(rng, {
          text: `Could you buy {} ${word} on your way home?`,
          answer: noun.count ? 'a few' : 'a little',
          wrong: [
            d(
              noun.count ? 'a little' : 'a few',
              noun.count ? 'uncountable-word-with-countable' : 'countable-word-with-uncountable',
              { noun: word },
            ),
          ],
          ruleId: noun.count ? 'countable' : 'uncountable',
          trigger: [word],
          skeleton: 'buy-few',
        });
      } else {
        yield item(rng, {
          text: `There is {} ${word} ${noun.places[0] ?? 'here'}.`.replace(
            'There is',
            noun.count ? 'There are' : 'There is',
          ),
          answer: 'no',
          wrong: [d('none', 'none-before-noun', { noun: word }), d('not', 'not-before-noun', { noun: word })],
          ruleId: 'no-none',
          trigger: [word],
          skeleton: 'no-noun',
        });
      }
      _n++;
    }
    for (const place of PLACES_BUSY) {
      for (const [noun, right] of [
        ['cars', 'many'],
        ['traffic', 'much'],
        ['people', 'many'],
        ['noise', 'much'],
      ] as const) {
        yield item(rng, {
          text: `There ${right === 'many' ? 'are' : 'is'} too {} ${noun} ${place}.`,
          answer: right,
          wrong: [
            d(
              right === 'many' ? 'much' : 'many',
              right === 'many' ? 'uncountable-word-with-countable' : 'countable-word-with-uncountable',
              { noun },
            ),
          ],
          ruleId: right === 'many' ? 'countable' : 'uncountable',
          trigger: [noun],
          skeleton: 'too-place',
        });
      }
    }
    for (const [text, trigger] of [
      ['I invited ten friends, but {} of them came.', 'of them'],
      ['{} of the shops were open on Sunday.', 'of the shops'],
      ['We wanted some milk, but there was {} left.', 'left'],
      ['{} of my classmates lives near me.', 'of my classmates'],
      ['I looked for a taxi, but there were {} at the station.', 'at the station'],
    ] as const) {
      yield item(rng, {
        text,
        answer: text.startsWith('{}') ? 'None' : 'none',
        wrong: [d(text.startsWith('{}') ? 'No' : 'no', 'no-without-noun', { trigger })],
        ruleId: 'no-none',
        trigger: [trigger],
        skeleton: `none-${trigger}`,
      });
    }
  },
});

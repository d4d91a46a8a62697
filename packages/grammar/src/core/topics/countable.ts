import type { TopicDef } from '../../types.ts';
import { d, item, L, rule, topic } from '../build.ts';
import { NOUNS, UNCOUNTABLE_ABSTRACT } from '../lexicon/nouns.ts';

const FOOD = NOUNS.filter(
  (n) =>
    n.places.some((p) => /fridge|kitchen|cupboard|table/.test(p)) &&
    ![
      'cup',
      'plate',
      'glass',
      'knife',
      'chair',
      'window',
      'lamp',
      'book',
      'pen',
      'key',
      'photo',
      'cat',
      'bottle',
    ].includes(n.sg),
);

type Frame = { text: (noun: string) => string; kind: 'much-many' | 'few-little'; id: string };

const FRAMES: Frame[] = [
  { id: 'how-need', kind: 'much-many', text: (n) => `How {} ${n} do we need?` },
  { id: 'how-buy', kind: 'much-many', text: (n) => `How {} ${n} did you buy?` },
  { id: 'how-there', kind: 'much-many', text: (n) => `How {} ${n} {be} there in the kitchen?` },
  { id: 'not-left', kind: 'much-many', text: (n) => `There {neg} ${n} left.` },
  { id: 'not-have', kind: 'much-many', text: (n) => `We don't have {} ${n} at home.` },
  { id: 'only', kind: 'few-little', text: (n) => `We have only {} ${n} left, so let's go shopping.` },
  { id: 'bought', kind: 'few-little', text: (n) => `I bought {} ${n} for the weekend.` },
];

const ABSTRACT_FRAMES: { id: string; text: (n: string) => string }[] = [
  { id: 'gave', text: (n) => `My teacher gave me some useful {}${n}.` },
  { id: 'need', text: (n) => `I need some {}${n} about the trip.` },
];

export const countableUncountable: TopicDef = topic({
  slug: 'countable-uncountable',
  section: 'basics',
  name: L('Countable and uncountable nouns', 'Злічувані й незлічувані іменники'),
  level: 'basic',
  possibleAnswers: ['much', 'many', 'a few', 'a little'],
  rule: L(
    'Countable nouns have a plural (apples, eggs) and take many and a few. Uncountable nouns (milk, rice, money, advice) have no plural and take much and a little.',
    'Злічувані іменники мають множину (apples, eggs) і вживаються з many та a few. Незлічувані (milk, rice, money, advice) не мають множини й вживаються з much та a little.',
  ),
  signals: L(
    'How much / how many, too much / too many, a few / a little',
    'How much / how many, too much / too many, a few / a little',
  ),
  examples: ['How many eggs do we need?', 'There is only a little milk left.'],
  rules: [
    rule(
      'countable',
      'With plural countable nouns use many and a few.',
      'З множиною злічуваних іменників — many та a few.',
    ),
    rule(
      'uncountable',
      'With uncountable nouns use much and a little.',
      'З незлічуваними іменниками — much та a little.',
    ),
    rule(
      'no-plural',
      'Uncountable nouns such as advice, information and news have no plural form.',
      'Незлічувані іменники, як advice, information, news, не мають форми множини.',
    ),
  ],
  target: 500,
  *generate(rng) {
    const combos = rng.shuffle(FOOD.flatMap((noun) => FRAMES.map((frame) => [noun, frame] as const)));
    for (const [noun, frame] of combos) {
      const count = noun.count;
      const word = count ? noun.pl : noun.sg;
      let text = frame.text(word);
      text = text.replace('{be}', count ? 'are' : 'is').replace('{neg}', count ? "aren't {}" : "isn't {}");
      const [right, wrong] =
        frame.kind === 'much-many'
          ? count
            ? ['many', 'much']
            : ['much', 'many']
          : count
            ? ['a few', 'a little']
            : ['a little', 'a few'];
      yield item(rng, {
        text,
        answer: right,
        wrong: [
          d(wrong, count ? 'uncountable-word-with-countable' : 'countable-word-with-uncountable', {
            noun: word,
          }),
        ],
        ruleId: count ? 'countable' : 'uncountable',
        trigger: [word],
        skeleton: frame.id,
      });
    }
    // How much/many … is/are there in <place>?, and negatives, over every noun and its places.
    const placed = rng.shuffle(NOUNS.flatMap((noun) => noun.places.map((place) => [noun, place] as const)));
    let k = 0;
    for (const [noun, place] of placed) {
      if (
        ['museum', 'hotel', 'school', 'park', 'restaurant', 'bus stop', 'café', 'shop'].includes(noun.sg) &&
        k % 2 === 0
      )
        continue;
      const word = noun.count ? noun.pl : noun.sg;
      const question = k++ % 2 === 0;
      const text = question
        ? `How {} ${word} ${noun.count ? 'are' : 'is'} there ${place}?`
        : `There ${noun.count ? "aren't" : "isn't"} {} ${word} ${place}`;
      const [right, wrong] = noun.count ? ['many', 'much'] : ['much', 'many'];
      yield item(rng, {
        text,
        answer: right,
        wrong: [
          d(wrong, noun.count ? 'uncountable-word-with-countable' : 'countable-word-with-uncountable', {
            noun: word,
          }),
        ],
        ruleId: noun.count ? 'countable' : 'uncountable',
        trigger: [word],
        skeleton: question ? `how-place` : `neg-place`,
      });
    }
    for (const noun of rng.shuffle(
      UNCOUNTABLE_ABSTRACT.filter((n) =>
        ['advice', 'information', 'news', 'homework', 'luggage', 'equipment', 'furniture'].includes(n),
      ),
    )) {
      for (const frame of ABSTRACT_FRAMES) {
        if (frame.id === 'gave' && !['advice', 'information'].includes(noun)) continue;
        if (frame.id === 'need' && !['advice', 'information', 'news'].includes(noun)) continue;
        yield item(rng, {
          text: frame.text('').replace('{}', '___'),
          answer: noun,
          wrong: [d(`${noun}s`, 'plural-of-uncountable', { noun })],
          ruleId: 'no-plural',
          trigger: ['some'],
          skeleton: `abstract-${frame.id}`,
        });
      }
    }
  },
});

export const someAny: TopicDef = topic({
  slug: 'some-any',
  section: 'noun',
  name: L('Some or any', 'Some чи any'),
  level: 'basic',
  possibleAnswers: ['some', 'any'],
  rule: L(
    'Use some in positive sentences and any in negatives and questions: There is some milk. There isn’t any milk. Is there any milk?',
    'Some — у стверджувальних реченнях, any — у запереченнях і питаннях: There is some milk. There isn’t any milk. Is there any milk?',
  ),
  signals: L(
    "not, n't, questions → any; positive statements → some",
    "not, n't, питання → any; ствердження → some",
  ),
  examples: ['There are some apples on the table.', "We haven't got any bread."],
  rules: [
    rule('some', 'Positive statements take some.', 'У ствердженнях — some.'),
    rule('any', 'Negatives and questions take any.', 'У запереченнях і питаннях — any.'),
  ],
  target: 500,
  *generate(rng) {
    const all = rng.shuffle(NOUNS.flatMap((n) => n.places.map((p) => [n, p] as const)));
    let i = 0;
    for (const [noun, place] of all) {
      if (noun.count && ['museum', 'hotel', 'school', 'park', 'restaurant', 'bus stop'].includes(noun.sg))
        continue;
      const word = noun.count ? noun.pl : noun.sg;
      const be = noun.count ? 'are' : 'is';
      const kind = i++ % 2;
      const text =
        kind === 0
          ? `There ${be} {} ${word} ${place}`
          : kind === 1
            ? `There ${be}n't {} ${word} ${place}`
            : `${be === 'is' ? 'Is' : 'Are'} there {} ${word} ${place}?`;
      const answer = kind === 0 ? 'some' : 'any';
      yield item(rng, {
        text,
        answer,
        wrong: [
          d(
            answer === 'some' ? 'any' : 'some',
            answer === 'some' ? 'any-in-positive' : kind === 1 ? 'some-in-negative' : 'some-in-question',
            {},
          ),
        ],
        ruleId: answer,
        trigger: [kind === 0 ? `There ${be}` : kind === 1 ? `${be}n't` : '?'],
        skeleton: `${kind}-${place}`,
      });
    }
  },
});

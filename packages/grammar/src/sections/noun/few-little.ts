import { type Item, makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';

/**
 * a few / a little = some, enough (positive); few / little = almost none (negative). The second half of
 * each sentence (so, but, luckily, unfortunately) forces the meaning. Countability picks few vs little,
 * so both wrong choices are offered: the other meaning and the other countability.
 */
const LINES: [string, string, string][] = [
  ['a little', 'Luckily, I had ___ money left, so I bought a sandwich.', 'Luckily … so'],
  ['little', 'He had very ___ money, so he couldn’t buy a ticket.', 'couldn’t'],
  ['a few', 'I’ve got ___ friends in Lviv, so I’m never lonely there.', 'never lonely'],
  ['few', 'She has very ___ friends, so she often feels lonely.', 'feels lonely'],
  ['a little', 'Could I have ___ sugar in my tea, please?', 'Could I have'],
  ['little', 'There’s ___ hope of finding the ring now. It’s gone.', 'It’s gone'],
  ['a few', 'We stayed for ___ days and had a great time.', 'had a great time'],
  ['few', 'Very ___ people came to the concert, so it was cancelled.', 'cancelled'],
  ['a little', 'Don’t worry, we still have ___ time before the train leaves.', 'Don’t worry'],
  ['little', 'Hurry up! We have very ___ time.', 'Hurry up'],
  ['a few', 'I need ___ more minutes to finish this email.', 'more minutes'],
  ['few', 'The town was empty: there were ___ cars and no people.', 'empty'],
  ['a little', 'I speak ___ Spanish, enough to order food.', 'enough'],
  ['little', 'He speaks ___ English, so we used a translator.', 'used a translator'],
  ['a few', 'There are ___ apples left. Do you want one?', 'Do you want one?'],
  ['few', 'Sadly, ___ students passed the exam. It was too difficult.', 'Sadly … too difficult'],
  ['a little', 'Add ___ salt and pepper, and the soup is ready.', 'Add'],
  ['little', 'There was ___ food left, and everybody was still hungry.', 'still hungry'],
  ['a few', 'I’ve read ___ of her books, and I liked them all.', 'liked them all'],
  ['few', 'It’s a very quiet village, and ___ tourists ever go there.', 'very quiet'],
  ['a little', 'With ___ help from my friends, I finished the project on time.', 'finished … on time'],
  [
    'little',
    'They got ___ help from the council and had to do everything themselves.',
    'had to do everything themselves',
  ],
  ['a few', 'Let’s invite ___ neighbours for dinner on Saturday.', 'Let’s invite'],
  ['few', 'The film got bad reviews, and ___ people went to see it.', 'bad reviews'],
];

const COUNT = new Set(['a few', 'few']);

function items(): Item[] {
  return LINES.map(([answer, text, cue], i) => {
    const count = COUNT.has(answer);
    const positive = answer.startsWith('a ');
    const otherMeaning = positive ? answer.slice(2) : `a ${answer}`;
    const otherCount = count ? (positive ? 'a little' : 'little') : positive ? 'a few' : 'few';
    const first = text.startsWith('___');
    const after = text.match(/(?:very|Very) ___/);
    // After "very" only few/little fit, so "a few"/"a little" are wrong by form too; the meaning still decides.
    const c = (w: string) => (first ? w.charAt(0).toUpperCase() + w.slice(1) : w);
    const wrong = [
      {
        choice: c(otherMeaning),
        errorType: positive ? 'few-negative-meaning' : 'a-few-positive-meaning',
        params: { cue },
      },
      {
        choice: c(otherCount),
        errorType: count ? 'little-with-countable' : 'few-with-uncountable',
        params: { cue },
      },
    ].filter((w) => !(after && w.choice.startsWith('a ')));
    return {
      text,
      answer: c(answer),
      wrong: wrong.length
        ? wrong
        : [
            {
              choice: c(otherCount),
              errorType: count ? 'little-with-countable' : 'few-with-uncountable',
              params: { cue },
            },
          ],
      ruleId: positive ? 'positive' : 'negative',
      trigger: [cue],
      skeleton: `few-little:${i}`,
    };
  });
}

export const fewLittleTopic: TopicDef = makeTopic(
  {
    slug: 'few-little',
    sectionSlug: 'noun',
    name: { en: 'A few, few, a little, little', uk: 'A few, few, a little, little' },
    level: 'intermediate',
    possibleAnswers: ['a few', 'few', 'a little', 'little'],
    card: {
      rule: {
        en: 'A few / a little mean “some, enough” (a positive idea). Few / little mean “almost none, not enough” (a negative idea), often with very. Few and a few go with countable plurals; little and a little go with uncountable nouns.',
        uk: 'A few / a little означають «трохи, кілька, достатньо» (позитивне значення). Few / little — «мало, майже немає» (негативне значення), часто з very. Few і a few вживаємо зі злічуваними у множині; little і a little — з незлічуваними.',
      },
      signals: {
        en: 'luckily, so I could, enough → a few / a little; unfortunately, very, not enough, so I couldn’t → few / little.',
        uk: 'luckily, so I could, enough → a few / a little; unfortunately, very, not enough, so I couldn’t → few / little.',
      },
      examples: [
        'Luckily, I had a little money left.',
        'She has very few friends, so she often feels lonely.',
      ],
    },
    rules: [
      {
        id: 'positive',
        statement: {
          en: 'A few (countable) and a little (uncountable) mean “some, enough”.',
          uk: 'A few (злічувані) і a little (незлічувані) означають «кілька / трохи, достатньо».',
        },
      },
      {
        id: 'negative',
        statement: {
          en: 'Few (countable) and little (uncountable) mean “almost none, not enough”.',
          uk: 'Few (злічувані) і little (незлічувані) означають «мало, майже немає».',
        },
      },
    ],
    target: 24,
  },
  items,
);

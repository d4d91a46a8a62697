import { type Item, makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';

/**
 * too + adjective (more than is good) vs adjective + enough (as much as needed). The rest of the sentence
 * decides the meaning; "enough" before an adjective is always wrong. Negatives are avoided ("not too tall"
 * would also be correct). [sentence, answer, wrong by meaning, cue]
 */
const LINES: [string, string, string, string][] = [
  ['He is only fifteen, so he is ___ to drive.', 'too young', 'young enough', 'only fifteen'],
  ['She is eighteen now, so she is ___ to vote.', 'old enough', 'too old', 'eighteen now'],
  ['This coffee is ___ to drink. Wait a minute.', 'too hot', 'hot enough', 'Wait a minute'],
  ['The soup has cooled down. It’s ___ to eat now.', 'cool enough', 'too cool', 'has cooled down'],
  ['I’m ___ to reach the top shelf. Can you help me?', 'too short', 'short enough', 'Can you help me?'],
  ['This box is ___ to carry on my own. Can you help?', 'too heavy', 'heavy enough', 'Can you help?'],
  [
    'This bag is ___ to take on the plane as hand luggage.',
    'small enough',
    'too small',
    'to take on the plane',
  ],
  ['The water is ___ to swim in today. Let’s go in!', 'warm enough', 'too warm', 'Let’s go in!'],
  [
    'The water is ___ to swim in today. Let’s stay on the beach.',
    'too cold',
    'cold enough',
    'Let’s stay on the beach',
  ],
  ['These shoes are ___ for me. I need a bigger size.', 'too small', 'small enough', 'I need a bigger size'],
  [
    'You’re ___ to understand this now. You’re a clever girl.',
    'old enough',
    'too old',
    'You’re a clever girl',
  ],
  ['It’s ___ to go out without a coat. It’s freezing!', 'too cold', 'cold enough', 'It’s freezing!'],
  [
    'The film was ___ to watch in one evening. It lasted four hours!',
    'too long',
    'long enough',
    'four hours',
  ],
  [
    'The room is ___ for twenty people. Let’s have the party here.',
    'big enough',
    'too big',
    'Let’s have the party here',
  ],
  [
    'The room is ___ for twenty people. We need a bigger one.',
    'too small',
    'small enough',
    'We need a bigger one',
  ],
  ['My car is ___ to drive on the motorway. It’s from 1975.', 'too old', 'old enough', 'from 1975'],
  ['The ice is ___ to walk on. Don’t go near it!', 'too thin', 'thin enough', 'Don’t go near it!'],
  ['The ice is ___ to walk on. Let’s go skating!', 'thick enough', 'too thick', 'Let’s go skating!'],
  [
    'This exercise is ___ for beginners. Even my little sister can do it.',
    'easy enough',
    'too easy',
    'Even my little sister can do it',
  ],
  [
    'This exam is ___ for me. I don’t understand any of the questions.',
    'too difficult',
    'difficult enough',
    'I don’t understand any of the questions',
  ],
  [
    'The tickets were ___ for us to buy, so we stayed at home.',
    'too expensive',
    'expensive enough',
    'so we stayed at home',
  ],
  ['The flat was ___ for us to rent, so we took it.', 'cheap enough', 'too cheap', 'so we took it'],
  ['He is ___ to play basketball. He’s over two metres!', 'tall enough', 'too tall', 'over two metres'],
  ['It’s ___ to have lunch outside. The sun is shining.', 'warm enough', 'too warm', 'The sun is shining'],
  [
    'She spoke ___ for everyone to hear her. Even the people at the back heard every word.',
    'loudly enough',
    'too loudly',
    'Even the people at the back heard',
  ],
  ['He drives ___. One day he’ll have an accident.', 'too fast', 'fast enough', 'he’ll have an accident'],
  ['The music is ___. I can’t hear you!', 'too loud', 'loud enough', 'I can’t hear you!'],
];
const NOUNS: [string, string, string][] = [
  ['We have ___ to buy a car. Let’s go to the showroom.', 'enough money', 'money'],
  ['There isn’t ___ for everybody. We need two more chairs.', 'enough room', 'room'],
  ['Have we got ___ for the whole family?', 'enough food', 'food'],
  ['I didn’t have ___ to finish the test.', 'enough time', 'time'],
  ['Are there ___ for all the guests?', 'enough chairs', 'chairs'],
];

function items(): Item[] {
  const out: Item[] = LINES.map(([text, answer, wrongMeaning, cue], i): Item => {
    const adj = answer.replace(/^too | enough$/g, '');
    return {
      text,
      answer,
      wrong: [
        {
          choice: wrongMeaning,
          errorType: answer.startsWith('too') ? 'enough-for-too' : 'too-for-enough',
          params: { cue },
        },
        // "enough loud" only against an enough key: against "too loud" its reason would teach "loud
        // enough", which is the other wrong choice here.
        ...(answer.endsWith(' enough')
          ? [
              {
                choice: `enough ${adj}`,
                errorType: 'enough-before-adjective' as const,
                params: { adjective: adj },
              },
            ]
          : []),
      ],
      ruleId: answer.startsWith('too') ? 'too' : 'enough-adjective',
      trigger: [cue],
      skeleton: `too-enough:${i}`,
    };
  });
  NOUNS.forEach(([text, answer, noun], i) => {
    out.push({
      text,
      answer,
      wrong: [{ choice: `${noun} enough`, errorType: 'enough-after-noun', params: { noun } }],
      ruleId: 'enough-noun',
      trigger: [noun],
      skeleton: `too-enough:noun:${i}`,
    });
  });
  return out;
}

export const tooEnoughTopic: TopicDef = makeTopic(
  {
    slug: 'too-enough',
    sectionSlug: 'adjective',
    name: { en: 'Too and enough', uk: 'Too та enough' },
    level: 'intermediate',
    possibleAnswers: ['too + adjective', 'adjective + enough', 'enough + noun'],
    card: {
      rule: {
        en: 'Too + adjective means “more than is good or possible” (too hot to drink). Adjective + enough means “as much as is needed” (old enough to vote). Enough comes AFTER an adjective or adverb but BEFORE a noun (enough money).',
        uk: 'Too + прикметник означає «занадто, більше, ніж треба» (too hot to drink). Прикметник + enough — «достатньо» (old enough to vote). Enough стоїть ПІСЛЯ прикметника чи прислівника, але ПЕРЕД іменником (enough money).',
      },
      signals: {
        en: 'a problem (can’t, wait, I need a bigger one) → too; it works (so we took it, let’s go) → enough.',
        uk: 'є проблема (can’t, wait, I need a bigger one) → too; усе вдається (so we took it, let’s go) → enough.',
      },
      examples: ['This coffee is too hot to drink.', 'She is old enough to vote.'],
    },
    rules: [
      {
        id: 'too',
        statement: {
          en: 'Too comes before an adjective and means “more than is good or possible”.',
          uk: 'Too стоїть перед прикметником і означає «занадто».',
        },
      },
      {
        id: 'enough-adjective',
        statement: {
          en: 'Enough comes after an adjective or adverb and means “as much as is needed”.',
          uk: 'Enough стоїть після прикметника чи прислівника й означає «достатньо».',
        },
      },
      {
        id: 'enough-noun',
        statement: {
          en: 'Enough comes before a noun: enough money, enough time.',
          uk: 'З іменником enough ставимо перед ним: enough money, enough time.',
        },
      },
    ],
    target: 40,
  },
  items,
);

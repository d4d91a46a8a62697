import { makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';
import { build, rules } from './there-sentences.ts';

export const thereIsAreTopic: TopicDef = makeTopic(
  {
    slug: 'there-is-there-are',
    sectionSlug: 'basics',
    name: { en: 'There is or there are', uk: 'There is чи there are' },
    level: 'basic',
    possibleAnswers: ['is', 'are', "isn't", "aren't"],
    card: {
      rule: {
        en: 'There is / isn’t goes with a singular or uncountable noun; there are / aren’t goes with a plural noun. The noun after it decides, not the word "there".',
        uk: 'There is / isn’t уживаємо з іменником в однині або незлічуваним; there are / aren’t — з іменником у множині. Вирішує іменник після звороту, а не слово there.',
      },
      signals: {
        en: 'a/an + noun, milk, money, traffic → is; some/a lot of/two/many + plural → are; How many … are there?, How much … is there?',
        uk: 'a/an + іменник, milk, money, traffic → is; some/a lot of/two/many + множина → are; How many … are there?, How much … is there?',
      },
      examples: ['There is a lot of traffic in the city centre.', 'There are some eggs in the fridge.'],
    },
    rules: rules(false),
    target: 2100,
  },
  (rng) => build(rng, 'present'),
);

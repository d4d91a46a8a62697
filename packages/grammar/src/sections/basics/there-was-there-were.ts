import { makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';
import { build, rules } from './there-sentences.ts';

export const thereWasWereTopic: TopicDef = makeTopic(
  {
    slug: 'there-was-there-were',
    sectionSlug: 'basics',
    name: { en: 'There was or there were', uk: 'There was чи there were' },
    level: 'basic',
    possibleAnswers: ['was', 'were', "wasn't", "weren't"],
    card: {
      rule: {
        en: 'In the past, use there was / wasn’t with a singular or uncountable noun and there were / weren’t with a plural noun. A past time word (yesterday, last night) tells you to use the past.',
        uk: 'У минулому there was / wasn’t уживаємо з іменником в однині або незлічуваним, а there were / weren’t — з іменником у множині. Слово минулого часу (yesterday, last night) показує, що потрібен минулий час.',
      },
      signals: {
        en: 'yesterday, last night, when we arrived + a/an or uncountable → was; + plural → were.',
        uk: 'yesterday, last night, when we arrived + a/an чи незлічуваний → was; + множина → were.',
      },
      examples: [
        'There was a lot of snow on the roads yesterday.',
        'There were no clouds in the sky last night.',
      ],
    },
    rules: [
      ...rules(true),
      {
        id: 'past-marker',
        statement: {
          en: 'A past time marker needs the past form: there was / were, not there is / are.',
          uk: 'Маркер минулого часу вимагає минулої форми: there was / were, а не there is / are.',
        },
      },
    ],
    target: 2100,
  },
  (rng) => build(rng, 'past'),
);

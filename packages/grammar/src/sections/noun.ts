import type { SectionDef } from '../types.ts';
import { allEveryWholeTopic } from './basics-nouns/all-every-whole.ts';
import { fewLittleTopic } from './basics-nouns/few-little.ts';
import { pluralNounsTopic } from './basics-nouns/plural-nouns.ts';
import { possessiveSTopic } from './basics-nouns/possessive-s.ts';
import { quantifiersTopic } from './basics-nouns/quantifiers.ts';
import { someAnyTopic } from './basics-nouns/some-any.ts';

export const noun: SectionDef = {
  slug: 'noun',
  name: { en: 'Noun', uk: 'Іменник' },
  topics: [
    quantifiersTopic,
    allEveryWholeTopic,
    pluralNounsTopic,
    someAnyTopic,
    fewLittleTopic,
    possessiveSTopic,
  ],
};

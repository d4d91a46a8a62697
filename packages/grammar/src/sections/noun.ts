import type { SectionDef } from '../types.ts';
import { allEveryWholeTopic } from './noun/all-every-whole.ts';
import { compoundAdjectivesNumbersTopic } from './noun/compound-adjectives-numbers.ts';
import { eachEveryTopic } from './noun/each-every.ts';
import { fewLittleTopic } from './noun/few-little.ts';
import { mostMostOfTheTopic } from './noun/most-most-of-the.ts';
import { muchManyALotOfTopic } from './noun/much-many-a-lot-of.ts';
import { noNoneNotAnyTopic } from './noun/no-none-not-any.ts';
import { partitivesTopic } from './noun/partitives.ts';
import { pluralNounsTopic } from './noun/plural-nouns.ts';
import { possessiveSTopic } from './noun/possessive-s.ts';
import { quantifiersTopic } from './noun/quantifiers.ts';
import { someAnyTopic } from './noun/some-any.ts';

export const noun: SectionDef = {
  slug: 'noun',
  name: { en: 'Noun', uk: 'Іменник' },
  topics: [
    quantifiersTopic,
    muchManyALotOfTopic,
    allEveryWholeTopic,
    mostMostOfTheTopic,
    eachEveryTopic,
    pluralNounsTopic,
    partitivesTopic,
    someAnyTopic,
    noNoneNotAnyTopic,
    fewLittleTopic,
    possessiveSTopic,
    compoundAdjectivesNumbersTopic,
  ],
};

import type { SectionDef } from '../types.ts';
import { bothEitherTopic } from './basics-nouns/both-either.ts';
import { indefiniteTopic } from './basics-nouns/indefinite.ts';
import { oneOnesTopic } from './basics-nouns/one-ones.ts';
import { otherAnotherTopic } from './basics-nouns/other-another.ts';
import { possessivesTopic } from './basics-nouns/possessives.ts';
import { subjectObjectTopic } from './basics-nouns/pronoun-cases.ts';
import { reflexiveTopic } from './basics-nouns/reflexive.ts';
import { relativeTopic } from './basics-nouns/relative.ts';
import { thisThatTopic } from './basics-nouns/this-that.ts';

export const pronoun: SectionDef = {
  slug: 'pronoun',
  name: { en: 'Pronoun', uk: 'Займенник' },
  topics: [
    otherAnotherTopic,
    thisThatTopic,
    subjectObjectTopic,
    possessivesTopic,
    reflexiveTopic,
    relativeTopic,
    indefiniteTopic,
    oneOnesTopic,
    bothEitherTopic,
  ],
};

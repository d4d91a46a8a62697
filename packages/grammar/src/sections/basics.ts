import type { SectionDef } from '../types.ts';
import { aAnTopic } from './basics-nouns/a-an.ts';
import { articlesTopic } from './basics-nouns/articles.ts';
import { countableTopic } from './basics-nouns/countable.ts';
import { doDoesTopic } from './basics-nouns/do-does.ts';
import { haveHasTopic } from './basics-nouns/have-has.ts';
import { itThereTopic } from './basics-nouns/it-there.ts';
import { mixedPrepositionsTopic } from './basics-nouns/mixed-prep.ts';
import { placeNamesTopic } from './basics-nouns/place-names.ts';
import { prepositionsOfPlaceTopic } from './basics-nouns/prep-place.ts';
import { prepositionsOfTimeTopic } from './basics-nouns/prep-time.ts';
import { thereIsAreTopic, thereWasWereTopic } from './basics-nouns/there.ts';

/** The first three topics are the free demo topics, in this order. */
export const basics: SectionDef = {
  slug: 'basics',
  name: { en: 'Basics', uk: 'Основи' },
  topics: [
    articlesTopic,
    countableTopic,
    doDoesTopic,
    aAnTopic,
    haveHasTopic,
    thereIsAreTopic,
    thereWasWereTopic,
    prepositionsOfPlaceTopic,
    prepositionsOfTimeTopic,
    mixedPrepositionsTopic,
    itThereTopic,
    placeNamesTopic,
  ],
};

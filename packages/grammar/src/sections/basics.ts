import type { SectionDef } from '../types.ts';
import { aAnTopic } from './basics/a-an.ts';
import { articlesTopic } from './basics/articles.ts';
import { articlesGeneralSpecificTopic } from './basics/articles-general-specific.ts';
import { articlesInstitutionsTopic } from './basics/articles-institutions.ts';
import { placeNamesTopic } from './basics/articles-with-place-names.ts';
import { countableTopic } from './basics/countable-uncountable.ts';
import { doDoesTopic } from './basics/do-does.ts';
import { haveHasTopic } from './basics/have-has.ts';
import { itThereTopic } from './basics/it-or-there.ts';
import { mixedPrepositionsTopic } from './basics/mixed-prepositions.ts';
import { prepositionsOfMovement } from './basics/prepositions-of-movement.ts';
import { prepositionsOfPlaceTopic } from './basics/prepositions-of-place.ts';
import { prepositionsOfTimeTopic } from './basics/prepositions-of-time.ts';
import { thereIsAreTopic } from './basics/there-is-there-are.ts';
import { thereWasWereTopic } from './basics/there-was-there-were.ts';
import { zeroArticleTransportMealsTopic } from './basics/zero-article-transport-meals.ts';

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
    prepositionsOfMovement,
    itThereTopic,
    placeNamesTopic,
    zeroArticleTransportMealsTopic,
    articlesGeneralSpecificTopic,
    articlesInstitutionsTopic,
  ],
};

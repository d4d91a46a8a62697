import type { SectionDef } from '../types.ts';
import { adjAdvTopic } from './basics-nouns/adj-adv.ts';
import { adjectiveOrderTopic } from './basics-nouns/adjective-order.ts';
import { asAsTopic } from './basics-nouns/as-as.ts';
import { comparativeAdverbsTopic } from './basics-nouns/comparative-adverbs.ts';
import { comparativesTopic } from './basics-nouns/comparatives.ts';
import { edIngTopic } from './basics-nouns/ed-ing.ts';
import { quiteRatherTopic } from './basics-nouns/quite-rather.ts';
import { soSuchTopic } from './basics-nouns/so-such.ts';
import { superlativesTopic } from './basics-nouns/superlatives.ts';
import { tooEnoughTopic } from './basics-nouns/too-enough.ts';

export const adjective: SectionDef = {
  slug: 'adjective',
  name: { en: 'Adjective', uk: 'Прикметник' },
  topics: [
    quiteRatherTopic,
    comparativesTopic,
    superlativesTopic,
    adjAdvTopic,
    tooEnoughTopic,
    soSuchTopic,
    edIngTopic,
    adjectiveOrderTopic,
    asAsTopic,
    comparativeAdverbsTopic,
  ],
};

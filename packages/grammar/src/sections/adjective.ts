import type { SectionDef } from '../types.ts';
import { adjectiveOrderTopic } from './adjective/adjective-order.ts';
import { adjAdvTopic } from './adjective/adjectives-and-adverbs.ts';
import { asAsTopic } from './adjective/as-as.ts';
import { comparativesTopic } from './adjective/comparative-adjectives.ts';
import { comparativeAdverbsTopic } from './adjective/comparative-adverbs.ts';
import { comparativeModifiersTopic } from './adjective/comparative-modifiers.ts';
import { edIngTopic } from './adjective/ed-ing-adjectives.ts';
import { quiteRatherTopic } from './adjective/quite-rather.ts';
import { soSuchTopic } from './adjective/so-such.ts';
import { superlativesTopic } from './adjective/superlative-adjectives.ts';
import { superlativeEverPresentPerfectTopic } from './adjective/superlative-ever-present-perfect.ts';
import { theTheComparativesTopic } from './adjective/the-the-comparatives.ts';
import { tooEnoughTopic } from './adjective/too-enough.ts';

export const adjective: SectionDef = {
  slug: 'adjective',
  name: { en: 'Adjective', uk: 'Прикметник' },
  topics: [
    quiteRatherTopic,
    comparativesTopic,
    superlativesTopic,
    comparativeModifiersTopic,
    superlativeEverPresentPerfectTopic,
    adjAdvTopic,
    tooEnoughTopic,
    soSuchTopic,
    edIngTopic,
    adjectiveOrderTopic,
    asAsTopic,
    comparativeAdverbsTopic,
    theTheComparativesTopic,
  ],
};

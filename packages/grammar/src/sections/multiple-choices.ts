import type { SectionDef } from '../types.ts';
import { cleftSentences } from './multiple-choices/cleft-sentences.ts';
import { ellipsisSubstitution } from './multiple-choices/ellipsis-substitution.ts';
import { inversionNegativeAdverbials } from './multiple-choices/inversion-negative-adverbials.ts';
import { mixedTenses } from './multiple-choices/mixed-tenses.ts';

export const multipleChoices: SectionDef = {
  slug: 'multiple-choices',
  name: { en: 'Multiple Choices', uk: 'Змішані завдання' },
  topics: [mixedTenses, inversionNegativeAdverbials, cleftSentences, ellipsisSubstitution],
};

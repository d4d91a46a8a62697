import { mixedTenses } from '../core/topics/forms-extra.ts';
import type { SectionDef } from '../types.ts';

export const multipleChoices: SectionDef = {
  slug: 'multiple-choices',
  name: { en: 'Multiple Choices', uk: 'Змішані завдання' },
  topics: [mixedTenses],
};

import type { SectionDef } from '../types.ts';

export const negativeForm: SectionDef = {
  slug: 'negative-form',
  name: { en: 'Negative Form', uk: 'Заперечна форма' },
  topics: [],
};

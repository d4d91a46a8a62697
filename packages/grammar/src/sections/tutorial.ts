import type { SectionDef } from '../types.ts';

export const tutorial: SectionDef = {
  slug: 'tutorial',
  name: { en: 'Tutorial', uk: 'Навчальний курс' },
  topics: [],
};

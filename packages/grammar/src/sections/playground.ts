import type { SectionDef } from '../types.ts';

export const playground: SectionDef = {
  slug: 'playground',
  name: { en: 'Playground', uk: 'Пісочниця' },
  topics: [],
};

import type { SectionDef } from '../types.ts';

export const adjective: SectionDef = {
  slug: 'adjective',
  name: { en: 'Adjective', uk: 'Прикметник' },
  topics: [],
};

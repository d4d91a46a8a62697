import type { SectionDef } from '../types.ts';

export const basics: SectionDef = {
  slug: 'basics',
  name: { en: 'Basics', uk: 'Основи' },
  topics: [],
};

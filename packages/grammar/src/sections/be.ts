import type { SectionDef } from '../types.ts';

export const be: SectionDef = {
  slug: 'be',
  name: { en: 'Be', uk: 'Дієслово be' },
  topics: [],
};

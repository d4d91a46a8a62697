import type { SectionDef } from '../types.ts';

export const noun: SectionDef = {
  slug: 'noun',
  name: { en: 'Noun', uk: 'Іменник' },
  topics: [],
};

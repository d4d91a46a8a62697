import type { SectionDef } from '../types.ts';

export const pronoun: SectionDef = {
  slug: 'pronoun',
  name: { en: 'Pronoun', uk: 'Займенник' },
  topics: [],
};

import type { SectionDef } from '../types.ts';

export const verb: SectionDef = {
  slug: 'verb',
  name: { en: 'Verb', uk: 'Дієслово' },
  topics: [],
};

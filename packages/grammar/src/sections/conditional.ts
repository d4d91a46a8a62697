import type { SectionDef } from '../types.ts';

export const conditional: SectionDef = {
  slug: 'conditional',
  name: { en: 'Conditional', uk: 'Умовні речення' },
  topics: [],
};

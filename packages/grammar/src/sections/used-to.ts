import type { SectionDef } from '../types.ts';

export const usedTo: SectionDef = {
  slug: 'used-to',
  name: { en: 'Used To', uk: 'Used to' },
  topics: [],
};

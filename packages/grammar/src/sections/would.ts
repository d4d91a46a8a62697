import type { SectionDef } from '../types.ts';

export const would: SectionDef = {
  slug: 'would',
  name: { en: 'Would', uk: 'Would' },
  topics: [],
};

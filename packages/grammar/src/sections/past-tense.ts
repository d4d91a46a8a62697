import type { SectionDef } from '../types.ts';

export const pastTense: SectionDef = {
  slug: 'past-tense',
  name: { en: 'Past Tense', uk: 'Минулий час' },
  topics: [],
};

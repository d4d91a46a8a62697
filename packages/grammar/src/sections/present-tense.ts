import type { SectionDef } from '../types.ts';

export const presentTense: SectionDef = {
  slug: 'present-tense',
  name: { en: 'Present Tense', uk: 'Теперішній час' },
  topics: [],
};

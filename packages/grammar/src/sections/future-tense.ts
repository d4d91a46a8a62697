import type { SectionDef } from '../types.ts';

export const futureTense: SectionDef = {
  slug: 'future-tense',
  name: { en: 'Future Tense', uk: 'Майбутній час' },
  topics: [],
};

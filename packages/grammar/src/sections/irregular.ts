import type { SectionDef } from '../types.ts';

export const irregular: SectionDef = {
  slug: 'irregular',
  name: { en: 'Irregular', uk: 'Неправильні дієслова' },
  topics: [],
};

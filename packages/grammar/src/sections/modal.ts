import type { SectionDef } from '../types.ts';

export const modal: SectionDef = {
  slug: 'modal',
  name: { en: 'Modal', uk: 'Модальні дієслова' },
  topics: [],
};

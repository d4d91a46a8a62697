import type { SectionDef } from '../types.ts';
import { IRREGULAR_TOPICS } from './irregular/irregular.ts';

export const irregular: SectionDef = {
  slug: 'irregular',
  name: { en: 'Irregular', uk: 'Неправильні дієслова' },
  topics: IRREGULAR_TOPICS,
};

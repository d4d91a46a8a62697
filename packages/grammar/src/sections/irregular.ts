import type { SectionDef } from '../types.ts';
import { irregularParticiples } from './irregular/irregular-past-participles.ts';
import { irregularAaa } from './irregular/irregular-verbs-a-a-a.ts';
import { irregularAba } from './irregular/irregular-verbs-a-b-a.ts';
import { irregularAbb } from './irregular/irregular-verbs-a-b-b.ts';
import { irregularAbc } from './irregular/irregular-verbs-a-b-c.ts';
import { irregularPast } from './irregular/irregular-verbs-past.ts';

export const irregular: SectionDef = {
  slug: 'irregular',
  name: { en: 'Irregular', uk: 'Неправильні дієслова' },
  topics: [irregularPast, irregularParticiples, irregularAbc, irregularAbb, irregularAaa, irregularAba],
};

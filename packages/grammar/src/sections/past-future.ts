import type { SectionDef } from '../types.ts';

export const pastFuture: SectionDef = {
  slug: 'past-future',
  name: { en: 'Past Future', uk: 'Майбутнє в минулому' },
  topics: [],
};

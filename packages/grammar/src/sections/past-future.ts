import { futureInThePast, wasGoingTo } from '../core/topics/forms-more.ts';
import type { SectionDef } from '../types.ts';

export const pastFuture: SectionDef = {
  slug: 'past-future',
  name: { en: 'Past Future', uk: 'Майбутнє в минулому' },
  topics: [futureInThePast, wasGoingTo],
};

import type { SectionDef } from '../types.ts';
import { futureInThePast } from './past-future/future-in-the-past.ts';
import { wasGoingTo } from './past-future/was-going-to.ts';

export const pastFuture: SectionDef = {
  slug: 'past-future',
  name: { en: 'Past Future', uk: 'Майбутнє в минулому' },
  topics: [futureInThePast, wasGoingTo],
};

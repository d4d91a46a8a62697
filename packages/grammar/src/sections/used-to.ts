import type { SectionDef } from '../types.ts';
import { beUsedTo } from './used-to/be-used-to-vs-used-to.ts';
import { getUsedTo } from './used-to/get-used-to.ts';
import { usedTo as usedToTopic, wouldVsUsedTo } from './used-to/used-to.ts';

export const usedTo: SectionDef = {
  slug: 'used-to',
  name: { en: 'Used To', uk: 'Used to' },
  topics: [beUsedTo, getUsedTo, usedToTopic, wouldVsUsedTo],
};

import { beUsedTo } from '../core/topics/frames-more.ts';
import type { SectionDef } from '../types.ts';
import { getUsedTo } from './used-to/get-used-to.ts';
import { usedTo as usedToTopic, wouldVsUsedTo } from './used-to/used-to.ts';

export const usedTo: SectionDef = {
  slug: 'used-to',
  name: { en: 'Used To', uk: 'Used to' },
  topics: [beUsedTo, getUsedTo, usedToTopic, wouldVsUsedTo],
};

import { beUsedTo } from '../core/topics/frames-more.ts';
import { usedTo as usedToTopic, wouldVsUsedTo } from '../core/topics/used-to.ts';
import type { SectionDef } from '../types.ts';

export const usedTo: SectionDef = {
  slug: 'used-to',
  name: { en: 'Used To', uk: 'Used to' },
  topics: [beUsedTo, usedToTopic, wouldVsUsedTo],
};

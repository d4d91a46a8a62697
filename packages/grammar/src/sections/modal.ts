import { mustHaveCantHave, mustntDontHaveTo } from '../core/topics/curated-more.ts';
import { beAbleTo } from '../core/topics/forms-more.ts';
import { modalPerfect } from '../core/topics/frames-more.ts';
import { haveTo, modalBase } from '../core/topics/future-modal.ts';
import type { SectionDef } from '../types.ts';

export const modal: SectionDef = {
  slug: 'modal',
  name: { en: 'Modal', uk: 'Модальні дієслова' },
  topics: [mustHaveCantHave, mustntDontHaveTo, beAbleTo, modalPerfect, haveTo, modalBase],
};

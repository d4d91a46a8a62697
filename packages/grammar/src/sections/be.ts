import type { SectionDef } from '../types.ts';
import { beOrDo } from './be/be-or-do.ts';
import { beNowOrThen, wasntWerent, wasWere } from './be/be-past.ts';
import { verbToBe } from './be/verb-to-be.ts';
import { wasOrDid } from './be/was-were-or-did.ts';

export const be: SectionDef = {
  slug: 'be',
  name: { en: 'Be', uk: 'Дієслово be' },
  topics: [verbToBe, wasWere, wasntWerent, beOrDo, beNowOrThen, wasOrDid],
};

import type { SectionDef } from '../types.ts';
import { beNowOrThen } from './be/am-is-are-or-was-were.ts';
import { beOrDo } from './be/be-or-do.ts';
import { verbToBe } from './be/verb-to-be.ts';
import { wasWere } from './be/was-were.ts';
import { wasOrDid } from './be/was-were-or-did.ts';
import { wasntWerent } from './be/wasnt-werent.ts';

export const be: SectionDef = {
  slug: 'be',
  name: { en: 'Be', uk: 'Дієслово be' },
  topics: [verbToBe, wasWere, wasntWerent, beOrDo, beNowOrThen, wasOrDid],
};

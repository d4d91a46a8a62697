import type { SectionDef } from '../types.ts';
import { beOrDo } from './verbs-core/be-or-do.ts';
import { beNowOrThen, wasntWerent, wasWere } from './verbs-core/be-past.ts';
import { verbToBe } from './verbs-core/be-present.ts';
import { wasOrDid } from './verbs-core/was-or-did.ts';

export const be: SectionDef = {
  slug: 'be',
  name: { en: 'Be', uk: 'Дієслово be' },
  topics: [verbToBe, wasWere, wasntWerent, beOrDo, beNowOrThen, wasOrDid],
};

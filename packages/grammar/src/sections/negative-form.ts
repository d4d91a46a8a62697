import type { SectionDef } from '../types.ts';
import { beNegative } from './negative-form/be-negative.ts';
import { pastSimpleNegative } from './negative-form/past-simple-negative.ts';
import { presentContinuousNegative } from './negative-form/present-continuous-negative.ts';
import { presentPerfectNegative } from './negative-form/present-perfect-negative.ts';
import { presentSimpleNegative } from './negative-form/present-simple-negative.ts';
import { wontNegative } from './negative-form/will-negative.ts';

export const negativeForm: SectionDef = {
  slug: 'negative-form',
  name: { en: 'Negative Form', uk: 'Заперечна форма' },
  topics: [
    beNegative,
    presentContinuousNegative,
    wontNegative,
    pastSimpleNegative,
    presentPerfectNegative,
    presentSimpleNegative,
  ],
};

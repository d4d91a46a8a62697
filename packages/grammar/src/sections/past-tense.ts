import type { SectionDef } from '../types.ts';
import { pastContinuous, pastSimpleOrContinuous } from './past-tense/past-continuous.ts';
import { pastContinuousNegQ } from './past-tense/past-continuous-negative-questions.ts';
import { pastPerfect, pastPerfectOrPastSimple } from './past-tense/past-perfect.ts';
import { pastPerfectContinuous } from './past-tense/past-perfect-continuous.ts';
import { pastSimple, pastSimpleSpelling } from './past-tense/past-simple.ts';

export const pastTense: SectionDef = {
  slug: 'past-tense',
  name: { en: 'Past Tense', uk: 'Минулий час' },
  topics: [
    pastSimple,
    pastSimpleSpelling,
    pastContinuous,
    pastSimpleOrContinuous,
    pastPerfect,
    pastPerfectOrPastSimple,
    pastPerfectContinuous,
    pastContinuousNegQ,
  ],
};

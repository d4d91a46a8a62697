import { pastContinuousNegQ } from '../core/topics/forms-extra.ts';
import type { SectionDef } from '../types.ts';
import { pastContinuous, pastSimpleOrContinuous } from './verbs-core/past-continuous.ts';
import { pastPerfect, pastPerfectOrPastSimple } from './verbs-core/past-perfect.ts';
import { pastSimple, pastSimpleSpelling } from './verbs-core/past-simple.ts';

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
    pastContinuousNegQ,
  ],
};

import { alreadyYetStill } from '../core/topics/frames-more.ts';
import type { SectionDef } from '../types.ts';
import { beenOrGone } from './verbs-core/been-gone.ts';
import { ingSpelling } from './verbs-core/ing-spelling.ts';
import { presentPerfect } from './verbs-core/perfect.ts';
import { ppVsPastSimple, presentPerfectContinuous, sinceOrFor } from './verbs-core/perfect-more.ts';
import { presentContinuous, presentSimpleVsContinuous } from './verbs-core/present-continuous.ts';
import { presentSimple, thirdPersonSpelling } from './verbs-core/present-simple.ts';

export const presentTense: SectionDef = {
  slug: 'present-tense',
  name: { en: 'Present Tense', uk: 'Теперішній час' },
  topics: [
    presentSimple,
    thirdPersonSpelling,
    presentContinuous,
    ingSpelling,
    presentSimpleVsContinuous,
    presentPerfect,
    ppVsPastSimple,
    sinceOrFor,
    presentPerfectContinuous,
    beenOrGone,
    alreadyYetStill,
  ],
};

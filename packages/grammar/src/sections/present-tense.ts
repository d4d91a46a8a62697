import type { SectionDef } from '../types.ts';
import { alreadyYetStill } from './present-tense/already-yet-still.ts';
import { beenOrGone } from './present-tense/been-or-gone.ts';
import { ingSpelling } from './present-tense/ing-form-spelling.ts';
import { ppVsPastSimple, presentPerfectContinuous, sinceOrFor } from './present-tense/perfect-more.ts';
import { ppSimpleVsContinuous } from './present-tense/pp-simple-vs-continuous.ts';
import { presentContinuous, presentSimpleVsContinuous } from './present-tense/present-continuous.ts';
import { presentPerfect } from './present-tense/present-perfect.ts';
import { presentSimple, thirdPersonSpelling } from './present-tense/present-simple.ts';

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
    ppSimpleVsContinuous,
    beenOrGone,
    alreadyYetStill,
  ],
};

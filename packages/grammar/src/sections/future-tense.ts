import type { SectionDef } from '../types.ts';
import { beAboutTo } from './future-tense/be-about-to.ts';
import { beToFormal } from './future-tense/be-to-formal.ts';
import { futureContinuous } from './future-tense/future-continuous.ts';
import { futurePerfect } from './future-tense/future-perfect.ts';
import { futurePerfectContinuous } from './future-tense/future-perfect-continuous.ts';
import { timeClauses } from './future-tense/future-time-clauses.ts';
import { goingTo } from './future-tense/going-to.ts';
import { goingToNegativeQuestions } from './future-tense/going-to-negative-questions.ts';
import { presentContinuousFuture } from './future-tense/present-continuous-for-future.ts';
import { willFuture } from './future-tense/will-future.ts';

export const futureTense: SectionDef = {
  slug: 'future-tense',
  name: { en: 'Future Tense', uk: 'Майбутній час' },
  topics: [
    timeClauses,
    goingToNegativeQuestions,
    futureContinuous,
    futurePerfect,
    futurePerfectContinuous,
    presentContinuousFuture,
    goingTo,
    willFuture,
    beAboutTo,
    beToFormal,
  ],
};

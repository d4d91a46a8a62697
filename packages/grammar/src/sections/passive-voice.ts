import type { SectionDef } from '../types.ts';
import { getSomethingDone } from './passive-voice/get-something-done.ts';
import { haveSomethingDone, passiveFuture } from './passive-voice/passive-more.ts';
import { passiveContinuous } from './passive-voice/passive-present-continuous.ts';
import { passivePastPresent } from './passive-voice/passive-present-past-simple.ts';
import { passivePerfect } from './passive-voice/passive-present-perfect.ts';
import { passiveReportingVerbs } from './passive-voice/passive-reporting-verbs.ts';
import { passiveWithGet } from './passive-voice/passive-with-get.ts';
import { passiveModals } from './passive-voice/passive-with-modals.ts';

export const passiveVoice: SectionDef = {
  slug: 'passive-voice',
  name: { en: 'Passive Voice', uk: 'Пасивний стан' },
  topics: [
    passiveModals,
    passivePastPresent,
    haveSomethingDone,
    getSomethingDone,
    passiveWithGet,
    passiveContinuous,
    passiveFuture,
    passivePerfect,
    passiveReportingVerbs,
  ],
};

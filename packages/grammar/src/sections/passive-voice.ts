import { passiveModals } from '../core/topics/forms-extra2.ts';
import { passivePastPresent } from '../core/topics/passive.ts';
import {
  haveSomethingDone,
  passiveContinuous,
  passiveFuture,
  passivePerfect,
} from '../core/topics/passive-more.ts';
import type { SectionDef } from '../types.ts';

export const passiveVoice: SectionDef = {
  slug: 'passive-voice',
  name: { en: 'Passive Voice', uk: 'Пасивний стан' },
  topics: [
    passiveModals,
    passivePastPresent,
    haveSomethingDone,
    passiveContinuous,
    passiveFuture,
    passivePerfect,
  ],
};

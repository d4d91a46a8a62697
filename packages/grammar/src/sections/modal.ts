import type { SectionDef } from '../types.ts';
import { beAbleTo } from './modal/be-able-to.ts';
import { canCouldRequestsPermission } from './modal/can-could-requests-permission.ts';
import { hadBetter } from './modal/had-better.ts';
import { haveTo } from './modal/have-to.ts';
import { mayMightPossibility } from './modal/may-might-possibility.ts';
import { mightCouldHavePast } from './modal/might-could-have-past.ts';
import { modalBase } from './modal/modal-base-form.ts';
import { mustCantBeDeduction } from './modal/must-cant-be-deduction.ts';
import { mustHaveCantHave } from './modal/must-have-cant-have.ts';
import { mustntDontHaveTo } from './modal/mustnt-or-dont-have-to.ts';
import { needntHaveDidntNeedTo } from './modal/neednt-have-didnt-need-to.ts';
import { shallOffersSuggestions } from './modal/shall-offers-suggestions.ts';
import { modalPerfect } from './modal/should-have-could-have.ts';
import { shouldOughtTo } from './modal/should-ought-to.ts';
import { willWouldHabitsAssumptions } from './modal/will-would-habits-assumptions.ts';

export const modal: SectionDef = {
  slug: 'modal',
  name: { en: 'Modal', uk: 'Модальні дієслова' },
  topics: [
    canCouldRequestsPermission,
    shallOffersSuggestions,
    shouldOughtTo,
    hadBetter,
    mayMightPossibility,
    mustCantBeDeduction,
    mustHaveCantHave,
    mightCouldHavePast,
    mustntDontHaveTo,
    beAbleTo,
    modalPerfect,
    needntHaveDidntNeedTo,
    haveTo,
    modalBase,
    willWouldHabitsAssumptions,
  ],
};

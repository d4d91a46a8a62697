/**
 * Fill the small tokens the authored pair lists use (ability-pairs.ts, duty-pairs.ts, …) for one subject:
 * {poss} his/her/their…, {pron} he/she/they…, {s} and {es} the 3rd-person ending (feel{s}, go{es}),
 * {has} has/have, {is} am/is/are, {was} was/were, {pl} the plural -s after a plural subject (their phone{pl}).
 */
import type { FrameSubject as Subject } from './people.ts';
import { bePast, bePresent, is3sg, isPlural, pronounFor } from './subject.ts';

export const fillFor = (text: string, s: Subject): string => {
  const third = is3sg(s);
  return text
    .replaceAll('{poss}', s.poss)
    .replaceAll('{pron}', pronounFor(s))
    .replaceAll('{s}', third ? 's' : '')
    .replaceAll('{es}', third ? 'es' : '')
    .replaceAll('{has}', third ? 'has' : 'have')
    .replaceAll('{is}', bePresent(s))
    .replaceAll('{was}', bePast(s))
    .replaceAll('{pl}', isPlural(s) && s.text !== 'you' ? 's' : '');
};

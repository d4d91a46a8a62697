/**
 * Fill the small tokens the authored pair lists use (ability-pairs.ts, duty-pairs.ts, …) for one subject:
 * {poss} his/her/their…, {pron} he/she/they…, {s} and {es} the 3rd-person ending (feel{s}, go{es}),
 * {has} has/have, {is} am/is/are, {was} was/were, {pl} the plural -s after a plural subject (their phone{pl}).
 */
import type { FrameSubject as Subject } from './people.ts';
import { bePast, bePresent, isPlural, isPronoun, is3sg as isThirdSingular } from './subject.ts';

/** The subject as a pronoun: my sister → she, the children → they. */
export const pronounOf = (s: Subject): string =>
  isPronoun(s) ? s.text : isPlural(s) ? 'they' : s.poss === 'his' ? 'he' : 'she';

export const fillFor = (text: string, s: Subject): string => {
  const third = isThirdSingular(s);
  return text
    .replaceAll('{poss}', s.poss)
    .replaceAll('{pron}', pronounOf(s))
    .replaceAll('{s}', third ? 's' : '')
    .replaceAll('{es}', third ? 'es' : '')
    .replaceAll('{has}', third ? 'has' : 'have')
    .replaceAll('{is}', bePresent(s))
    .replaceAll('{was}', bePast(s))
    .replaceAll('{pl}', isPlural(s) && s.text !== 'you' ? 's' : '');
};

/**
 * The one Subject type of the engine: who (or what) does the action in a sentence. Every subject list
 * (./people.ts) is a list of these, and the agreement helpers below are the only place that turns a person into a form.
 */

/** Grammatical person of a subject: decides am/is/are, -s, was/were, has/have. */
export type Person = '1sg' | '2' | '3sg' | '1pl' | '3pl';

/** What sort of subject it is, for topics that choose subjects by the verbs they fit (shops open, buses leave). */
export type Kind = 'adult' | 'child' | 'shop' | 'transport' | 'event' | 'device' | 'animal';

export interface Subject {
  text: string;
  person: Person;
  /** The possessive that agrees with the subject (so "{poss} dog" reads "her dog" after "Anna"). */
  poss: string;
  /** True for one adult person or more (jobs, driving, bills, coffee); false for children and students. */
  adult: boolean;
  /** Set where a topic picks subjects by kind (do/does, have/has); people lists may leave it out. */
  kind?: Kind;
}

import { cap } from '../engine.ts';

const PERSONAL_PRONOUNS = new Set(['I', 'you', 'he', 'she', 'it', 'we', 'they']);

/** He, she, it, one person or one thing: takes -s, does, has, is, was. */
export const is3sg = (s: Subject): boolean => s.person === '3sg';
/** You (one or many), we, they, two or more: takes are, were (and no -s). */
export const isPlural = (s: Subject): boolean => s.person === '2' || s.person === '1pl' || s.person === '3pl';
/** I, you, he, she, it, we, they (a name or a noun phrase is not). */
export const isPronoun = (s: Subject): boolean => PERSONAL_PRONOUNS.has(s.text);

/** am / is / are for a subject. */
export const bePresent = (s: Subject): 'am' | 'is' | 'are' =>
  s.person === '1sg' ? 'am' : s.person === '3sg' ? 'is' : 'are';
export const bePast = (s: Subject): 'was' | 'were' =>
  s.person === '1sg' || s.person === '3sg' ? 'was' : 'were';
export const haveFor = (s: Subject): 'has' | 'have' => (s.person === '3sg' ? 'has' : 'have');
export const doFor = (s: Subject): 'does' | 'do' => (s.person === '3sg' ? 'does' : 'do');

/**
 * The subject pronoun that refers back to a subject (Anna → she, my parents → they, Kate and I → we, the
 * bus → it): by person first, so a group with the speaker in it is "we", then by the possessive.
 */
export const pronounFor = (s: Subject): string =>
  s.person === '1sg'
    ? 'I'
    : s.person === '1pl'
      ? 'we'
      : s.person === '2'
        ? 'you'
        : s.person === '3pl'
          ? 'they'
          : isPronoun(s)
            ? s.text
            : s.poss === 'his'
              ? 'he'
              : s.poss === 'its'
                ? 'it'
                : 'she';

/** Describes the person for explanations ("he/she/it", "I", "you/we/they"). */
export const personLabel = (s: Subject): string =>
  s.person === '3sg' ? 'he/she/it' : s.person === '1sg' ? 'I' : 'you/we/they';

/** The subject as it starts a sentence ("I" stays "I"; "my brother" → "My brother"). */
export const subjectStart = (s: Subject): string => cap(s.text);

/** Things each person has one of: after "our"/"their" they become plural (their wallets, our jobs). */
const OWN_ONE =
  /^(wallet|umbrella|phone|arm|bike|car|old car|finger|knee|tongue|head|job|coat|shirt|favourite jumper|bag|first teacher|room|suitcase)\b/;

/** Fills "{poss}" in a phrase for a subject's possessive, pluralising one-per-person things after our/their. */
export function possess(rest: string, poss: string): string {
  return rest
    .replace(/\{poss\} ([a-z]+(?: [a-z]+)?)/, (_m, noun: string) => {
      if ((poss === 'our' || poss === 'their') && OWN_ONE.test(noun)) {
        const m = OWN_ONE.exec(noun)?.[0] ?? '';
        return `${poss} ${m}s${noun.slice(m.length)}`;
      }
      return `${poss} ${noun}`;
    })
    .replace('{poss}', poss);
}

/**
 * Shared parts of the authored tense and reported-speech topics (issue 16): a small adult subject pool and
 * the placeholder filler that keeps agreement right. An authored base sentence names its slots:
 * {S}/{s} the subject (capitalised / as is), {poss} its possessive, {pro}/{Pro} the pronoun that refers
 * back, {be} am/is/are, {was} was/were, {have} has/have, {do} does/do, and {} the blank.
 * Verb forms come from morph/verbs.ts through the helpers below, never spelled by hand.
 */
import { cap } from '../../engine.ts';
import { subjectFitsLine } from '../../lexicon/reference.ts';
import {
  bePast,
  bePresent,
  doFor,
  haveFor,
  type Person,
  pronounFor,
  type Subject,
} from '../../lexicon/subject.ts';
import { thirdPerson, verbForms } from '../../morph/verbs.ts';
import type { Rng } from '../../types.ts';

const S = (text: string, person: Person, poss: string): Subject => ({ text, person, poss, adult: true });

/** Adults who can do any everyday adult activity; "you" is left out (statements telling the listener what they did read oddly). */
export const TENSE_SUBJECTS: Subject[] = [
  S('I', '1sg', 'my'),
  S('he', '3sg', 'his'),
  S('she', '3sg', 'her'),
  S('we', '1pl', 'our'),
  S('they', '3pl', 'their'),
  S('Anna', '3sg', 'her'),
  S('Tom', '3sg', 'his'),
  S('Oksana', '3sg', 'her'),
  S('Taras', '3sg', 'his'),
  S('my sister', '3sg', 'her'),
  S('my brother', '3sg', 'his'),
  S('my parents', '3pl', 'their'),
];

/** One person only: for bases about one body, one desk, one phone call. */
export const ONE_PERSON: Subject[] = TENSE_SUBJECTS.filter((s) => s.person === '1sg' || s.person === '3sg');

/**
 * Whether a subject can fill a base: the speaker (I, we) cannot be the subject of a base whose context
 * already names the speaker as someone else ("when I saw {obj}" would read "when I saw me").
 */
export function fitsContext(template: string, s: Subject): boolean {
  if (s.person === '1sg' && /\b(I|me|my|mine)\b/.test(template)) return false;
  if (s.person === '1pl' && /\b(we|We|us|our)\b/.test(template)) return false;
  // No clashing relative ("my sister … my cousin"), no group with "the last piece" (review 1601).
  return subjectFitsLine(template, s);
}

/** `n` different subjects from `pool` that fit the base, in a seeded order. */
export const someOf = (rng: Rng, pool: readonly Subject[], n: number, template = ''): Subject[] =>
  rng.shuffle(pool.filter((s) => fitsContext(template, s))).slice(0, n);

const OBJECT: Record<string, string> = {
  I: 'me',
  he: 'him',
  she: 'her',
  we: 'us',
  they: 'them',
  you: 'you',
  it: 'it',
};

/** Fills a base's subject slots with one subject (agreement from lexicon/subject.ts). */
export function fillSubject(template: string, s: Subject): string {
  const pro = pronounFor(s);
  return template
    .replace(/([a-z]+)\{-s\}/g, (_m, w: string) => (s.person === '3sg' ? thirdPerson(w) : w))
    .replaceAll('{obj}', OBJECT[pro] ?? pro)
    .replaceAll('{S}', cap(s.text))
    .replaceAll('{s}', s.text)
    .replaceAll('{poss}', s.poss)
    .replaceAll('{Poss}', cap(s.poss))
    .replaceAll('{pro}', pro)
    .replaceAll('{Pro}', cap(pro))
    .replaceAll("{haven't}", `${haveFor(s)}n't`)
    .replaceAll('{have}', haveFor(s))
    .replaceAll('{be}', bePresent(s))
    .replaceAll('{was}', bePast(s))
    .replaceAll('{do}', doFor(s))
    .replaceAll('{}', '___');
}

/** The other has/have: the mis-agreed auxiliary of a perfect form. */
export const otherHave = (s: Subject): string => (haveFor(s) === 'has' ? 'have' : 'has');

export const participle = (verb: string): string => verbForms(verb).participle;
export const ing = (verb: string): string => verbForms(verb).ing;
export const past = (verb: string): string => verbForms(verb).past;

/** "went out" → forms of the first word with the rest kept: the phrasal verbs of authored bases. */
export function phrase(verb: string, form: (v: string) => string): string {
  const [head = '', ...rest] = verb.split(' ');
  return [form(head), ...rest].join(' ');
}

/**
 * Shared parts of the authored tense and reported-speech topics (issue 16): the adult subject pools
 * (lexicon/people.ts) and this module's spelling of the one filler's tokens (lexicon/fill.ts), which keeps
 * agreement right. An authored base sentence names its slots:
 * {S}/{s} the subject (capitalised / as is), {poss} its possessive, {pro}/{Pro} the pronoun that refers
 * back, {be} am/is/are, {was} was/were, {have} has/have, {do} does/do, and {} the blank.
 * Verb forms come from morph/verbs.ts through the helpers below, never spelled by hand.
 */
import { dialect, drawSubjects, fillTokens } from '../../lexicon/fill.ts';
import { subjectFitsLine } from '../../lexicon/reference.ts';
import { haveFor, type Subject } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { Rng } from '../../types.ts';

export { ONE_PERSON, TENSE_SUBJECTS } from '../../lexicon/people.ts';

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
  drawSubjects(rng, pool, n, template, fitsContext);

const TOKENS = dialect(
  "obj S=Subject s=subject poss Poss pro=pron Pro=Pron haven't=hasnt have=has be=is was do=does =blank -s:=present",
);

/** Fills a base's subject slots with one subject ("work{-s}": the present simple, as {v:work} in verb/authored.ts). */
export const fillSubject = (template: string, s: Subject): string =>
  fillTokens(template.replace(/([a-z]+)\{-s\}/g, '{-s:$1}'), s, TOKENS);

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

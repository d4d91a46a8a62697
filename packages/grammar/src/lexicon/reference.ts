/**
 * Who a sentence's words refer to, for generators that put a varied subject into an authored base
 * (blind review 1601: "I borrowed my umbrella", "My dad is married to my cousin", "He keeps … in her desk").
 * An authored base that says "my"/"me"/"our"/"us" itself (not an agreement token) means the speaker as
 * someone other than the subject; a base naming the speaker's relative ("my cousin") cannot take another
 * relative of the speaker as its subject without the two clashing; a possessive right after the subject
 * that refers back to it must agree with it.
 */

import { isPlural, type Subject } from './subject.ts';

const RELATIVES =
  'mum|mom|mother|dad|father|parents|sister|brother|cousin|cousins|aunt|uncle|wife|husband|son|daughter|' +
  'grandma|grandad|grandpa|grandmother|grandfather|grandparents|nephew|niece|family|kids|children|' +
  'boyfriend|girlfriend|partner|sisters|brothers';

/** "my cousin", "our parents": the speaker's relative. */
export const SPEAKER_RELATIVE = new RegExp(`\\b(my|our) (${RELATIVES})\\b`, 'i');
const RELATIVE_SUBJECT = new RegExp(`^(my|our) (\\w+ and )?(${RELATIVES})$`, 'i');
/** A word that means the speaker (or the speaker's group). */
const SPEAKER_WORD = /\b(my|me|mine|myself|our|us|ours|ourselves|we)\b|\bI\b/i;

/** The subject is the speaker: I, we. */
export const isSpeaker = (subject: string): boolean => /^(I|we)$/i.test(subject.trim());
/** The subject is one of the speaker's relatives: my dad, my parents, my aunt and uncle. */
export const isSpeakerRelative = (subject: string): boolean => RELATIVE_SUBJECT.test(subject.trim());

/** A base about one single thing that only one person can have done: "the last piece", "the last one". */
export const ONE_THING =
  /\bthe (last|only) (piece|slice|one|biscuit|cookie|bit|sandwich|apple|banana|chocolate|cake|ticket|seat|copy)\b/i;

/** A base about having (or not having) brothers and sisters. */
const NO_SIBLINGS = /\b(brothers or sisters|brothers and sisters|siblings|an only child)\b/i;

/**
 * Whether a subject may be put into an authored base: not the speaker when the base itself mentions the
 * speaker as another person, not the speaker's relative when the base names one (tokens in {…} are the
 * subject's own agreement and are ignored).
 */
export function subjectFitsLine(line: string, s: Subject): boolean {
  const subject = s.text;
  const plain = line.replace(/\{[^}]*\}/g, ' ').replace(/\[\[|\]\]/g, '');
  if (isSpeaker(subject) && SPEAKER_WORD.test(plain)) return false;
  if (isSpeakerRelative(subject) && SPEAKER_RELATIVE.test(plain)) return false;
  // A group does not eat "the last piece" (review 1601: "My parents have eaten the last piece of pizza").
  if (isPlural(s) && ONE_THING.test(plain)) return false;
  // The speaker's brother or sister has a sibling, the speaker (review 1603: "My sister hasn't got any
  // brothers or sisters").
  if (/^(my|our) (sister|brother)s?$/i.test(subject.trim()) && NO_SIBLINGS.test(plain)) return false;
  return true;
}

/**
 * Whether a possessive or pronoun that refers back to a she/he/I subject opening the sentence agrees with
 * it ("She … her bag", not "She … his bag"). For lines whose only person is the subject.
 */
export function possessiveAgrees(sentence: string): boolean {
  const m = sentence.match(/^(She|He|I)\b/);
  if (!m) return true;
  const rest = sentence.slice(m[0].length);
  if (m[1] === 'She') return !/\b(his|he|him|himself|my)\b/.test(rest);
  if (m[1] === 'He') return !/\b(her|she|herself|my)\b/.test(rest);
  return !/\b(his|her|he|she)\b/.test(rest);
}

const SIBLING_SUBJECT = /^(my|our) (sister|brother)s?$/i;
const PARENT_SUBJECT = /^(my|our) (mum|mom|mother|dad|father|parents)$/i;
/** The speaker's own family seen from a sibling: "my brother … his brother / his grandmother". */
const SIBLINGS_KIN =
  /\{poss\} (brother|sister|brothers|sisters|mum|mom|mother|dad|father|parents|grandmother|grandfather|grandma|grandpa|grandparents|cousin|cousins|aunt|uncle)\b/i;
/** The speaker seen from a parent: "my mum … her kids / her son". */
const PARENTS_KIN = /\{poss\} (kids|children|son|daughter|sons|daughters|teenage son|teenage daughter)\b/i;

/**
 * Whether a speaker's relative as the subject makes the line's own "{poss} brother / grandmother / kids"
 * the speaker's family too ("My brother is jealous of his brother's success", "My mum picked her kids up"):
 * read as a clash, such a line takes other subjects (an opt-in check for the issue-16 authored topics).
 */
export function kinClash(line: string, s: Subject): boolean {
  const subject = s.text.trim();
  if (SIBLING_SUBJECT.test(subject)) return SIBLINGS_KIN.test(line);
  if (PARENT_SUBJECT.test(subject)) return PARENTS_KIN.test(line);
  return false;
}

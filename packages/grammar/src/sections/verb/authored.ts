/**
 * Authored sentences with a few safe subject variants, shared by the topics of the verb, passive-voice and
 * used-to section folders (issue 16). A line is one base sentence (one skeleton); `{S}` is its subject, and
 * the only parts that change with the subject are agreement tokens, written by the one filler
 * (lexicon/fill.ts) in this module's spelling, so every variant stays the same natural sentence with another
 * person in it:
 * {S} subject (capitalised at the start), {O} the same person as an object (me, him, Anna), {P} the
 * person as an owner opening a sentence (My, His, Anna’s), {poss} his/her/their…, {pron} he/she/they…, {obj} him/her/them…,
 * {refl} himself/herself…, {is} am/is/are, {was} was/were, {has} has/have, {does} does/do,
 * {v:work} the present simple of a verb (work/works, by morph). The people (ONE, GROUP) live in
 * lexicon/people.ts.
 */

import { dialect, drawSubjects, fillTokens } from '../../lexicon/fill.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { Rng } from '../../types.ts';

export { HOUSEHOLDS as GROUP, ONE_ADULT as ONE } from '../../lexicon/people.ts';

const TOKENS = dialect('S=subjectOpening O=objOrName P=Owner poss pron obj refl is was has does v:=present');

/** Fills the agreement tokens of a line for one subject; a token left unfilled is a typo in the line. */
export function fill(text: string, s: Subject | null): string {
  const out = s ? fillTokens(text, s, TOKENS) : text;
  if (/\{[^}]*\}/.test(out)) throw new Error(`unfilled token in "${out}"`);
  return out;
}

/**
 * The subjects a line is said with: `n` distinct ones drawn from its pool (none when the line has no {S}:
 * an imperative or a fixed subject is one sentence).
 */
export function subjectsFor(rng: Rng, text: string, pool: readonly Subject[], n: number): (Subject | null)[] {
  return /\{[SOP]\}/.test(text) ? drawSubjects(rng, pool, n, text) : [null];
}

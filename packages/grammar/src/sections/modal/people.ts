import { dialect, drawSubjects, fillTokens } from '../../lexicon/fill.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { Rng } from '../../types.ts';

/**
 * Who the authored modal sentences are about, and the tokens that make one sentence agree with each of
 * them, in this module's spelling of the one filler's tokens (lexicon/fill.ts; the people live in
 * lexicon/people.ts). A sentence with {who} is said of a few of these people (one skeleton: the variants
 * differ only in the name); a sentence without it is said once.
 *
 * Tokens: {who} {Who} the subject; {whos} {Whos} its possessive ("Anna's"); {pron} {Pron} the pronoun that
 * refers back; {poss} his/her/their; {hers} his/hers/theirs; {obj} him/her/them; {s} {es} the 3rd-person ending; {is} {has}
 * {does} {was} and their negatives {isnt} {hasnt} {doesnt}.
 */

export { LISTENER, NAMED, SPEAKER } from '../../lexicon/people.ts';

const TOKENS = dialect(
  'Who=Subject who=subject whos Whos Pron pron poss hers obj s es isnt is hasnt has doesnt does was',
);

/** A few subjects for a sentence with {who} (its variants), or none when it is said of no one. */
export function subjectsFor(rng: Rng, text: string, pool: readonly Subject[], n: number): (Subject | null)[] {
  return /\{(who|Who|whos|Whos)\}/.test(text) ? drawSubjects(rng, pool, n, text) : [null];
}

/**
 * An authored line: the words in [[…]] are the evidence or cue that forces the answer (the trigger, quoted
 * by the explanation); {} is the gap.
 */
export function splitCue(line: string): { text: string; cue: string } {
  const m = line.match(/\[\[(.*?)\]\]/);
  return { text: line.replace(/\[\[|\]\]/g, ''), cue: (m?.[1] ?? '').replace(/[.,;:]$/, '') };
}

/** Fills a line for a subject, agreement from its person ("I am not" → "I'm not"), or leaves it as it is when said of no one. */
export const fillLine = (text: string, s: Subject | null): string =>
  s ? fillTokens(text, s, TOKENS).replaceAll('I am not', "I'm not") : text;

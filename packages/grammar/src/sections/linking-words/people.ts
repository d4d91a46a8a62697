import { dialect, drawSubjects, fillTokens } from '../../lexicon/fill.ts';
import { LINKING_PEOPLE } from '../../lexicon/people.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { Rng } from '../../types.ts';

/** The people of the linking-words, clause and question topics (lexicon/people.ts). */
export const PEOPLE: readonly Subject[] = LINKING_PEOPLE;

const TOKENS = dialect('X=subjectThenPron was is has poss');

/**
 * Fills a base sentence for one subject: the first {X} is the subject itself, every later {X} the pronoun
 * that refers back to it (Anna … she); {was}, {is}, {has} agree with it, {poss} is its possessive. A
 * letter after a full stop is capitalised again (It rained. My sister …).
 */
export const fill = (template: string, s: Subject): string =>
  fillTokens(template, s, TOKENS).replace(
    /(^|[.?!]\s+)([a-z])/g,
    (_m, pre: string, c: string) => pre + c.toUpperCase(),
  );

/** `n` different subjects for one base (`base`: its text, to keep out subjects that break its reference) (the base's variants share its skeleton, so a session shows one). */
export const somePeople = (rng: Rng, n: number, pool: readonly Subject[] = PEOPLE, base = ''): Subject[] =>
  drawSubjects(rng, pool, n, base);

/** The first words after the gap (the deciding words of a linking-word item). */
export function wordsAfterGap(text: string, n = 3): string {
  const after = (text.split('___')[1] ?? '').replace(/^[\s,]+/, '');
  return after
    .split(/\s+/)
    .slice(0, n)
    .join(' ')
    .replace(/[.,?!;:]+$/, '');
}

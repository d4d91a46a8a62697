import { cap, finish } from '../../engine.ts';
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

/**
 * Each base of a two-clause topic (because/so, although/despite) said of two people from its pool, or
 * once when it names nobody; `text` is the base's words, `each` gets the base, its index, the person and
 * the person's index (both indexes turn the linker's place and form in turn).
 */
export function forTwoPeople<T extends { who?: readonly Subject[] }>(
  rng: Rng,
  bases: readonly T[],
  text: (base: T) => string,
  each: (base: T, i: number, s: Subject, k: number) => void,
): void {
  bases.forEach((base, i) => {
    const words = text(base);
    const people = words.includes('{') ? somePeople(rng, 2, base.who ?? PEOPLE, words) : [PEOPLE[0]];
    people.forEach((s, k) => {
      if (s) each(base, i, s, k);
    });
  });
}

/**
 * The linker's gap in a sentence of two clauses: opening it (capitalised, the clause then a comma and the
 * main clause) or after the main clause. `at` gives a choice its capital where needed; `gapBefore` the
 * sentence with the gap before `words`.
 */
export function linkerSlot(start: boolean, main: string, s: Subject) {
  return {
    at: (w: string): string => (start ? cap(w) : w),
    gapBefore: (words: string): string =>
      finish(fill(start ? `___ ${words}, ${main}` : `${main} ___ ${words}`, s)),
  };
}

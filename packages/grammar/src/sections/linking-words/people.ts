import { subjectFitsLine } from '../../lexicon/reference.ts';
import { bePast, bePresent, haveFor, type Person, pronounFor, type Subject } from '../../lexicon/subject.ts';
import type { Rng } from '../../types.ts';

/**
 * The people of the linking-words, clause and question topics: adults who can do any everyday thing the
 * authored sentences name (go to work, take a job, travel), so every variant of a base stays natural.
 */
const S = (text: string, person: Person, poss: string): Subject => ({ text, person, poss, adult: true });

export const PEOPLE: readonly Subject[] = [
  S('I', '1sg', 'my'),
  S('we', '1pl', 'our'),
  S('Anna', '3sg', 'her'),
  S('Tom', '3sg', 'his'),
  S('my sister', '3sg', 'her'),
  S('my brother', '3sg', 'his'),
  S('my parents', '3pl', 'their'),
  S('Oksana', '3sg', 'her'),
  S('Taras', '3sg', 'his'),
];

/**
 * Fills a base sentence for one subject: the first {X} is the subject itself, every later {X} the pronoun
 * that refers back to it (Anna … she); {was}, {is}, {has} agree with it, {poss} is its possessive. A
 * letter after a full stop is capitalised again (It rained. My sister …).
 */
export function fill(template: string, s: Subject): string {
  let first = true;
  return template
    .replace(/\{X\}/g, () => {
      const out = first ? s.text : pronounFor(s);
      first = false;
      return out;
    })
    .replace(/\{was\}/g, bePast(s))
    .replace(/\{is\}/g, bePresent(s))
    .replace(/\{has\}/g, haveFor(s))
    .replace(/\{poss\}/g, s.poss)
    .replace(/(^|[.?!]\s+)([a-z])/g, (_m, pre: string, c: string) => pre + c.toUpperCase());
}

/** `n` different subjects for one base (`base`: its text, to keep out subjects that break its reference) (the base's variants share its skeleton, so a session shows one). */
export const somePeople = (rng: Rng, n: number, pool: readonly Subject[] = PEOPLE, base = ''): Subject[] =>
  // A base that says "my"/"my cousin" itself takes neither the speaker nor a clashing relative (review 1601).
  rng.shuffle(pool.filter((s) => subjectFitsLine(base, s))).slice(0, n);

/** The first words after the gap (the deciding words of a linking-word item). */
export function wordsAfterGap(text: string, n = 3): string {
  const after = (text.split('___')[1] ?? '').replace(/^[\s,]+/, '');
  return after
    .split(/\s+/)
    .slice(0, n)
    .join(' ')
    .replace(/[.,?!;:]+$/, '');
}

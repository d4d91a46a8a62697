import { type Kind, type Person, pronounFor, type Subject } from '../../lexicon/subject.ts';

export type { Kind } from '../../lexicon/subject.ts';

/** A subject of the present-simple frames: the engine's Subject, always with its kind (who or what it is). */
export type KindedSubject = Subject & { kind: Kind };

const POSS: Record<string, string> = {
  he: 'his',
  she: 'her',
  it: 'its',
  they: 'their',
  we: 'our',
  I: 'your',
};

/** third: he/she/it or one thing; pron: the pronoun a short answer uses ("Does Anna …?" "Yes, she does."). */
const s = (text: string, third: boolean, kind: Kind, pron: string): KindedSubject => {
  const person: Person = third ? '3sg' : text === 'you' ? '2' : text === 'we' ? '1pl' : '3pl';
  return { text, person, poss: POSS[pron] ?? 'their', adult: kind !== 'child', kind };
};

/** The pronoun a short answer uses for the subject of the question ("Do you …?" "Yes, I do."). */
export const replyPronoun = (s: Subject): string => (s.text === 'you' ? 'I' : pronounFor(s));

export const SUBJECTS: KindedSubject[] = [
  s('he', true, 'adult', 'he'),
  s('she', true, 'adult', 'she'),
  s('your sister', true, 'adult', 'she'),
  s('your brother', true, 'adult', 'he'),
  s('your boss', true, 'adult', 'he'),
  s('his wife', true, 'adult', 'she'),
  s('Anna', true, 'adult', 'she'),
  s('Tom', true, 'adult', 'he'),
  s('Olena', true, 'adult', 'she'),
  s('your neighbour', true, 'adult', 'he'),
  s('your dad', true, 'adult', 'he'),
  s('the new manager', true, 'adult', 'she'),
  s('you', false, 'adult', 'I'),
  s('they', false, 'adult', 'they'),
  s('we', false, 'adult', 'we'),
  s('your parents', false, 'adult', 'they'),
  s('your friends', false, 'adult', 'they'),
  s('Tom and Anna', false, 'adult', 'they'),
  s('your colleagues', false, 'adult', 'they'),
  s('your grandparents', false, 'adult', 'they'),
  s('your son', true, 'child', 'he'),
  s('your daughter', true, 'child', 'she'),
  s('your kids', false, 'child', 'they'),
  s('the children', false, 'child', 'they'),
  s('the museum', true, 'shop', 'it'),
  s('the bank', true, 'shop', 'it'),
  s('the supermarket', true, 'shop', 'it'),
  s('the library', true, 'shop', 'it'),
  s('the shops', false, 'shop', 'they'),
  s('the banks', false, 'shop', 'they'),
  s('this bus', true, 'transport', 'it'),
  s('the train', true, 'transport', 'it'),
  s('the last tram', true, 'transport', 'it'),
  s('these buses', false, 'transport', 'they'),
  s('the trains', false, 'transport', 'they'),
  s('the film', true, 'event', 'it'),
  s('the lesson', true, 'event', 'it'),
  s('the concert', true, 'event', 'it'),
  s('the classes', false, 'event', 'they'),
  s('the evening lessons', false, 'event', 'they'),
  s('your dog', true, 'animal', 'it'),
  s('the cat', true, 'animal', 'it'),
  s('your cats', false, 'animal', 'they'),
];

/** Capitalise a subject at the start of a sentence: the engine's one `cap`. */
export { cap as capFirst } from '../../engine.ts';

/** Subjects for present-simple frames, with number and what kind of thing they are. */
export type Kind = 'adult' | 'child' | 'shop' | 'transport' | 'event' | 'device' | 'animal';

export interface Subject {
  text: string;
  /** true for he/she/it and singular nouns (takes does/has/doesn't). */
  third: boolean;
  kind: Kind;
  /** Pronoun to use in short answers. */
  pron: string;
}

const s = (text: string, third: boolean, kind: Kind, pron: string): Subject => ({ text, third, kind, pron });

export const SUBJECTS: Subject[] = [
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

/** Capitalise a subject at the start of a sentence. */
export const capFirst = (text: string): string =>
  text === 'i' ? 'I' : text.charAt(0).toUpperCase() + text.slice(1);

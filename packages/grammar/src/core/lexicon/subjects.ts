import type { Person, Subject } from '../../lexicon/subject.ts';

export { bePast, bePresent, type Subject } from '../../lexicon/subject.ts';

/** Who does things in the core frames' sentences: the engine's one Subject type (lexicon/subject.ts). */
const personOf = (person: 1 | 2 | 3, plural: boolean): Person =>
  person === 1 ? (plural ? '1pl' : '1sg') : person === 2 ? '2' : plural ? '3pl' : '3sg';
const s = (text: string, person: 1 | 2 | 3, plural: boolean, poss: string, _pronoun = false): Subject => ({
  text,
  person: personOf(person, plural),
  poss,
  adult: true,
});

export const PRONOUN_SUBJECTS: Subject[] = [
  s('I', 1, false, 'my', true),
  s('you', 2, true, 'your', true),
  s('he', 3, false, 'his', true),
  s('she', 3, false, 'her', true),
  s('we', 1, true, 'our', true),
  s('they', 3, true, 'their', true),
];

export const SINGULAR_SUBJECTS: Subject[] = [
  s('Anna', 3, false, 'her'),
  s('Tom', 3, false, 'his'),
  s('Olena', 3, false, 'her'),
  s('Mark', 3, false, 'his'),
  s('my sister', 3, false, 'her'),
  s('my brother', 3, false, 'his'),
  s('my mother', 3, false, 'her'),
  s('my dad', 3, false, 'his'),
  s('our teacher', 3, false, 'her'),
  s('my neighbour', 3, false, 'his'),
  s('Andriy', 3, false, 'his'),
  s('Maria', 3, false, 'her'),
  s('my grandfather', 3, false, 'his'),
  s('my best friend', 3, false, 'her'),
];

export const PLURAL_SUBJECTS: Subject[] = [
  s('my parents', 3, true, 'their'),
  { ...s('the children', 3, true, 'their'), adult: false },
  s('our neighbours', 3, true, 'their'),
  s('my friends', 3, true, 'their'),
  s('Tom and Anna', 3, true, 'their'),
  { ...s('the students', 3, true, 'their'), adult: false },
  s('my cousins', 3, true, 'their'),
];

export const ALL_SUBJECTS: Subject[] = [...PRONOUN_SUBJECTS, ...SINGULAR_SUBJECTS, ...PLURAL_SUBJECTS];

/** Sentence-initial capital for a subject (names keep theirs): the engine's one `cap`. */
export { cap } from '../../engine.ts';
export { is3sg as isThirdSingular } from '../../lexicon/subject.ts';

/**
 * The subject as the speaker asks someone about it: "my friends" → "your friends", "our teacher" →
 * "your teacher". Nobody asks a listener when *my* friends have a shower, nor tags a fact about them.
 */
export const asked = (subject: Subject): Subject =>
  /^(my|our) /.test(subject.text)
    ? { ...subject, text: subject.text.replace(/^(my|our) /, 'your ') }
    : subject;

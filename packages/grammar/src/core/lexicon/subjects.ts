import { type Subject as BaseSubject, isPlural, isPronoun, type Person } from '../../lexicon/subject.ts';

export { bePast, bePresent } from '../../lexicon/subject.ts';

/**
 * Who a subject is to the speaker: the speaker (I, we), the listener (you), the speaker's family, a named
 * person, a bare pronoun (he, she, they: someone the context has named), or people outside the household
 * (friends, neighbours, cousins, a teacher, students). Chores are told about the household only.
 */
export type Circle = 'speaker' | 'listener' | 'family' | 'named' | 'pronoun' | 'outside';

/** Who does things in the core frames' sentences: the engine's one Subject type, with who they are to the speaker. */
export interface Subject extends BaseSubject {
  circle: Circle;
  /** One adult with a job: the only subjects office routines and work events go with. */
  worker: boolean;
}

const personOf = (person: 1 | 2 | 3, plural: boolean): Person =>
  person === 1 ? (plural ? '1pl' : '1sg') : person === 2 ? '2' : plural ? '3pl' : '3sg';
const s = (
  text: string,
  person: 1 | 2 | 3,
  plural: boolean,
  poss: string,
  circle: Circle,
  worker: boolean,
  _pronoun = false,
): Subject => ({
  text,
  person: personOf(person, plural),
  poss,
  adult: true,
  circle,
  worker,
});

export const PRONOUN_SUBJECTS: Subject[] = [
  s('I', 1, false, 'my', 'speaker', true, true),
  s('you', 2, true, 'your', 'listener', false, true),
  s('he', 3, false, 'his', 'pronoun', true, true),
  s('she', 3, false, 'her', 'pronoun', true, true),
  s('we', 1, true, 'our', 'speaker', false, true),
  s('they', 3, true, 'their', 'pronoun', false, true),
];

export const SINGULAR_SUBJECTS: Subject[] = [
  s('Anna', 3, false, 'her', 'named', true),
  s('Tom', 3, false, 'his', 'named', true),
  s('Olena', 3, false, 'her', 'named', true),
  s('Mark', 3, false, 'his', 'named', true),
  s('my sister', 3, false, 'her', 'family', true),
  s('my brother', 3, false, 'his', 'family', true),
  s('my mother', 3, false, 'her', 'family', true),
  s('my dad', 3, false, 'his', 'family', true),
  s('our teacher', 3, false, 'her', 'outside', false),
  s('my neighbour', 3, false, 'his', 'outside', true),
  s('Andriy', 3, false, 'his', 'named', true),
  s('Maria', 3, false, 'her', 'named', true),
  s('my grandfather', 3, false, 'his', 'family', false),
  s('my best friend', 3, false, 'her', 'outside', true),
];

export const PLURAL_SUBJECTS: Subject[] = [
  s('my parents', 3, true, 'their', 'family', false),
  { ...s('the children', 3, true, 'their', 'family', false), adult: false },
  s('our neighbours', 3, true, 'their', 'outside', false),
  s('my friends', 3, true, 'their', 'outside', false),
  s('Tom and Anna', 3, true, 'their', 'named', false),
  { ...s('the students', 3, true, 'their', 'outside', false), adult: false },
  s('my cousins', 3, true, 'their', 'outside', false),
];

/** Children, for what children do or refuse ("My son won't eat vegetables", "…go to bed after they finish their homework"). */
export const KID_SUBJECTS: Subject[] = [
  { ...s('the children', 3, true, 'their', 'family', false), adult: false },
  { ...s('my son', 3, false, 'his', 'family', false), adult: false },
  { ...s('my daughter', 3, false, 'her', 'family', false), adult: false },
  { ...s('my little brother', 3, false, 'his', 'family', false), adult: false },
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

/** The pronoun that refers back to a subject (Anna → she, my parents → they). */
export const pronounOf = (subject: Subject): string =>
  isPronoun(subject) ? subject.text : isPlural(subject) ? 'they' : subject.poss === 'his' ? 'he' : 'she';

/**
 * Subjects for statements: not "you". Telling the listener what they do or did ("You are playing chess at
 * the moment", "You set the alarm for six last week") is what the blind readers crossed out; "you" is for
 * questions.
 */
export const TOLD_SUBJECTS: Subject[] = ALL_SUBJECTS.filter((subject) => subject.circle !== 'listener');

import { type Kind, type Person, pronounFor, type Subject } from './subject.ts';

/**
 * Every list of people (and things that act) the topics take their subjects from, all of the engine's one
 * `Subject` type (./subject.ts, where agreement lives):
 * - the core frames' people (`ALL_SUBJECTS`, `TOLD_SUBJECTS`, `KID_SUBJECTS`…), which also say who they are
 *   to the speaker (`FrameSubject`);
 * - the verb sections' people (`VERB_SUBJECTS`: pronouns and noun subjects, with "Kate and I");
 * - the present-simple question subjects (`KINDED_SUBJECTS`: people, shops, transport, events, animals).
 * The lists differ on purpose (who is told about, who is asked about), and each topic's bank depends on its
 * list's order: extend a list rather than merge two.
 */

/**
 * Who a subject is to the speaker: the speaker (I, we), the listener (you), the speaker's family, a named
 * person, a bare pronoun (he, she, they: someone the context has named), or people outside the household
 * (friends, neighbours, cousins, a teacher, students). Chores are told about the household only.
 */
export type Circle = 'speaker' | 'listener' | 'family' | 'named' | 'pronoun' | 'outside';

/** Who does things in the core frames' sentences: the engine's one Subject type, with who they are to the speaker. */
export interface FrameSubject extends Subject {
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
): FrameSubject => ({
  text,
  person: personOf(person, plural),
  poss,
  adult: true,
  circle,
  worker,
});

export const PRONOUN_SUBJECTS: FrameSubject[] = [
  s('I', 1, false, 'my', 'speaker', true),
  s('you', 2, true, 'your', 'listener', false),
  s('he', 3, false, 'his', 'pronoun', true),
  s('she', 3, false, 'her', 'pronoun', true),
  s('we', 1, true, 'our', 'speaker', false),
  s('they', 3, true, 'their', 'pronoun', false),
];

export const SINGULAR_SUBJECTS: FrameSubject[] = [
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

export const PLURAL_SUBJECTS: FrameSubject[] = [
  s('my parents', 3, true, 'their', 'family', false),
  { ...s('the children', 3, true, 'their', 'family', false), adult: false },
  s('our neighbours', 3, true, 'their', 'outside', false),
  s('my friends', 3, true, 'their', 'outside', false),
  s('Tom and Anna', 3, true, 'their', 'named', false),
  { ...s('the students', 3, true, 'their', 'outside', false), adult: false },
  s('my cousins', 3, true, 'their', 'outside', false),
];

/** Children, for what children do or refuse ("My son won't eat vegetables", "…go to bed after they finish their homework"). */
export const KID_SUBJECTS: FrameSubject[] = [
  { ...s('the children', 3, true, 'their', 'family', false), adult: false },
  { ...s('my son', 3, false, 'his', 'family', false), adult: false },
  { ...s('my daughter', 3, false, 'her', 'family', false), adult: false },
  { ...s('my little brother', 3, false, 'his', 'family', false), adult: false },
];

export const ALL_SUBJECTS: FrameSubject[] = [...PRONOUN_SUBJECTS, ...SINGULAR_SUBJECTS, ...PLURAL_SUBJECTS];

/**
 * The subject as the speaker asks someone about it: "my friends" → "your friends", "our teacher" →
 * "your teacher". Nobody asks a listener when *my* friends have a shower, nor tags a fact about them.
 */
export const asked = (subject: FrameSubject): FrameSubject =>
  /^(my|our) /.test(subject.text)
    ? { ...subject, text: subject.text.replace(/^(my|our) /, 'your ') }
    : subject;

/**
 * Subjects for statements: not "you". Telling the listener what they do or did ("You are playing chess at
 * the moment", "You set the alarm for six last week") is what the blind readers crossed out; "you" is for
 * questions.
 */
export const TOLD_SUBJECTS: FrameSubject[] = ALL_SUBJECTS.filter((subject) => subject.circle !== 'listener');

/** The frames' subject with this text; throws when there is none, naming it. */
export const subjectNamed = (text: string): FrameSubject => {
  const s = ALL_SUBJECTS.find((x) => x.text === text);
  if (!s) throw new Error(`no subject ${text}`);
  return s;
};

// The verb sections' people.

const S = (text: string, person: Person, poss: string, adult = true): Subject => ({
  text,
  person,
  poss,
  adult,
});

export const VERB_PRONOUNS: Subject[] = [
  S('I', '1sg', 'my'),
  S('you', '2', 'your'),
  S('he', '3sg', 'his'),
  S('she', '3sg', 'her'),
  S('we', '1pl', 'our'),
  S('they', '3pl', 'their'),
];

export const NOUN_SUBJECTS: Subject[] = [
  S('my brother', '3sg', 'his'),
  S('my sister', '3sg', 'her'),
  S('Anna', '3sg', 'her'),
  S('Tom', '3sg', 'his'),
  S('Oksana', '3sg', 'her'),
  S('Taras', '3sg', 'his'),
  S('my dad', '3sg', 'his'),
  S('my mother', '3sg', 'her'),
  S('Mr Brown', '3sg', 'his'),
  S('our neighbour Mrs Green', '3sg', 'her'),
  S('my parents', '3pl', 'their'),
  S('my friends', '3pl', 'their'),
  S('the students', '3pl', 'their', false),
  S('the children', '3pl', 'their', false),
  S('Kate and I', '1pl', 'our'),
  S('my cousins', '3pl', 'their'),
  S('Max and Lily', '3pl', 'their'),
  S('my little brother', '3sg', 'his', false),
];

export const VERB_SUBJECTS: Subject[] = [...VERB_PRONOUNS, ...NOUN_SUBJECTS];

/**
 * The subject as a speaker asks about it: "my friends" becomes "your friends"; people asking about
 * themselves ("Are we from Kyiv?") give null, as such questions are odd out of context.
 */
export function askedAbout(s: Subject): Subject | null {
  if (s.person === '1sg' || s.person === '1pl') return null;
  if (s.text.startsWith('our neighbour ')) return { ...s, text: s.text.replace('our neighbour ', '') };
  if (s.text.startsWith('my ')) return { ...s, text: s.text.replace(/^my /, 'your ') };
  return s;
}

// The present-simple question subjects, with their kind.

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
const k = (text: string, third: boolean, kind: Kind, pron: string): KindedSubject => {
  const person: Person = third ? '3sg' : text === 'you' ? '2' : text === 'we' ? '1pl' : '3pl';
  return { text, person, poss: POSS[pron] ?? 'their', adult: kind !== 'child', kind };
};

/** The pronoun a short answer uses for the subject of the question ("Do you …?" "Yes, I do."). */
export const replyPronoun = (subject: Subject): string =>
  subject.text === 'you' ? 'I' : pronounFor(subject);

export const KINDED_SUBJECTS: KindedSubject[] = [
  k('he', true, 'adult', 'he'),
  k('she', true, 'adult', 'she'),
  k('your sister', true, 'adult', 'she'),
  k('your brother', true, 'adult', 'he'),
  k('your boss', true, 'adult', 'he'),
  k('his wife', true, 'adult', 'she'),
  k('Anna', true, 'adult', 'she'),
  k('Tom', true, 'adult', 'he'),
  k('Olena', true, 'adult', 'she'),
  k('your neighbour', true, 'adult', 'he'),
  k('your dad', true, 'adult', 'he'),
  k('the new manager', true, 'adult', 'she'),
  k('you', false, 'adult', 'I'),
  k('they', false, 'adult', 'they'),
  k('we', false, 'adult', 'we'),
  k('your parents', false, 'adult', 'they'),
  k('your friends', false, 'adult', 'they'),
  k('Tom and Anna', false, 'adult', 'they'),
  k('your colleagues', false, 'adult', 'they'),
  k('your grandparents', false, 'adult', 'they'),
  k('your son', true, 'child', 'he'),
  k('your daughter', true, 'child', 'she'),
  k('your kids', false, 'child', 'they'),
  k('the children', false, 'child', 'they'),
  k('the museum', true, 'shop', 'it'),
  k('the bank', true, 'shop', 'it'),
  k('the supermarket', true, 'shop', 'it'),
  k('the library', true, 'shop', 'it'),
  k('the shops', false, 'shop', 'they'),
  k('the banks', false, 'shop', 'they'),
  k('this bus', true, 'transport', 'it'),
  k('the train', true, 'transport', 'it'),
  // Not "the last tram": a subject named by the time it runs makes "Does the last tram run at night?" true by
  // definition (round 1133); a route number asks something the learner cannot know.
  k('the number 12 tram', true, 'transport', 'it'),
  k('these buses', false, 'transport', 'they'),
  k('the trains', false, 'transport', 'they'),
  k('the film', true, 'event', 'it'),
  k('the lesson', true, 'event', 'it'),
  k('the concert', true, 'event', 'it'),
  k('the classes', false, 'event', 'they'),
  k('the evening lessons', false, 'event', 'they'),
  k('your dog', true, 'animal', 'it'),
  k('the cat', true, 'animal', 'it'),
  k('your cats', false, 'animal', 'they'),
];

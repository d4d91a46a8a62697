import { z } from 'zod';
import { record, table } from './data.ts';
import data from './people.data.json' with { type: 'json' };
import { type Kind, type Person, pronounFor, type Subject } from './subject.ts';

/**
 * Every list of people (and things that act) the topics take their subjects from, all of the engine's one
 * `Subject` type (./subject.ts, where agreement lives):
 * - the core frames' people (`ALL_SUBJECTS`, `TOLD_SUBJECTS`, `KID_SUBJECTS`…), which also say who they are
 *   to the speaker (`FrameSubject`);
 * - the verb sections' people (`VERB_SUBJECTS`: pronouns and noun subjects, with "Kate and I");
 * - the present-simple question subjects (`KINDED_SUBJECTS`: people, shops, transport, events, animals);
 * - the authored lines' adults (`ONE_ADULT`, `HOUSEHOLDS`, `TENSE_SUBJECTS`, `LINKING_PEOPLE`, `NAMED`…), which
 *   the section modules that fill those lines re-export.
 * Agreement comes from one table (`NAMES_BY_POSS`); a list is the names in its order.
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

const PersonSchema = z.enum(['1sg', '2', '3sg', '1pl', '3pl']);

const CircleSchema = z.enum(['speaker', 'listener', 'family', 'named', 'pronoun', 'outside']);

/**
 * Every person (or group) the lists below name, by the possessive that agrees with them ("{poss} bag" reads
 * "her bag" after Anna); the grammatical person follows from the possessive.
 */
const NAMES_BY_POSS: Record<string, string> = record('NAMES_BY_POSS', data.NAMES_BY_POSS, z.string());
const PERSON_OF: Record<string, Person> = record('PERSON_OF', data.PERSON_OF, PersonSchema);
/** A list of names written "I, we, Anna". */
const names = (list: string): string[] => list.split(', ');
const POSS_OF_NAME = new Map(
  Object.entries(NAMES_BY_POSS).flatMap(([poss, list]) => names(list).map((name) => [name, poss] as const)),
);
/** Children and students: not adults (no jobs, driving, bills or coffee). */
const NOT_ADULTS = ['the children', 'the students', 'my son', 'my daughter', 'my little brother'];

/** The person with this text, agreement from NAMES_BY_POSS; throws on a name missing there. */
export function person(text: string): Subject {
  const poss = POSS_OF_NAME.get(text);
  const grammatical = poss && PERSON_OF[poss];
  if (!poss || !grammatical) throw new Error(`no person ${text}`);
  return { text, person: grammatical, poss, adult: !NOT_ADULTS.includes(text) };
}

/** The people named ("I, we, Anna"), in that order: each list's order decides its topics' draws. */
export const people = (list: string): Subject[] => names(list).map(person);

const CIRCLES: Record<Circle, string> = record('CIRCLES', data.CIRCLES, z.string(), CircleSchema);
/** The frame subjects with a job. */
const WORKERS = names(
  'I, he, she, Anna, Tom, Olena, Mark, my sister, my brother, my mother, my dad, my neighbour, Andriy, Maria, my best friend',
);

const circleOf = (text: string): Circle => {
  const circle = (Object.keys(CIRCLES) as Circle[]).find((c) => names(CIRCLES[c]).includes(text));
  if (!circle) throw new Error(`no circle for ${text}`);
  return circle;
};

/** The frame subjects named, in that order, with who they are to the speaker. */
const frameSubjects = (names: string): FrameSubject[] =>
  people(names).map((p) => ({ ...p, circle: circleOf(p.text), worker: WORKERS.includes(p.text) }));

export const PRONOUN_SUBJECTS: FrameSubject[] = frameSubjects('I, you, he, she, we, they');

export const SINGULAR_SUBJECTS: FrameSubject[] = frameSubjects(
  'Anna, Tom, Olena, Mark, my sister, my brother, my mother, my dad, our teacher, my neighbour, Andriy, Maria, my grandfather, my best friend',
);

export const PLURAL_SUBJECTS: FrameSubject[] = frameSubjects(
  'my parents, the children, our neighbours, my friends, Tom and Anna, the students, my cousins',
);

/** Children, for what children do or refuse ("My son won't eat vegetables", "…go to bed after they finish their homework"). */
export const KID_SUBJECTS: FrameSubject[] = frameSubjects(
  'the children, my son, my daughter, my little brother',
);

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

export const VERB_PRONOUNS: Subject[] = people('I, you, he, she, we, they');

export const NOUN_SUBJECTS: Subject[] = people(
  'my brother, my sister, Anna, Tom, Oksana, Taras, my dad, my mother, Mr Brown, our neighbour Mrs Green, my parents, my friends, the students, the children, Kate and I, my cousins, Max and Lily, my little brother',
);

export const VERB_SUBJECTS: Subject[] = [...VERB_PRONOUNS, ...NOUN_SUBJECTS];

// The people of the authored lines (verb/authored.ts, present-tense/kit.ts, linking-words, modal): adults
// who can do any everyday thing the lines name, so every variant of a line stays natural.

/** One adult each: the speaker, a pronoun or a name (sentences about one person's life). */
export const ONE_ADULT: Subject[] = people(
  'I, he, she, Anna, Tom, my sister, my brother, Oksana, Taras, my dad, my mum',
);

/** A household or a couple that does things together (a home, a car, a holiday). */
export const HOUSEHOLDS: Subject[] = people('we, they, my parents, our neighbours, my aunt and uncle');

/** The tense and reported-speech topics' adults; "you" is left out (statements telling the listener what they did read oddly). */
export const TENSE_SUBJECTS: Subject[] = people(
  'I, he, she, we, they, Anna, Tom, Oksana, Taras, my sister, my brother, my parents',
);

/** One person only: for bases about one body, one desk, one phone call. */
export const ONE_PERSON: Subject[] = TENSE_SUBJECTS.filter((s) => s.person === '1sg' || s.person === '3sg');

/** The linking-words, clause and question topics' adults. */
export const LINKING_PEOPLE: Subject[] = people(
  'I, we, Anna, Tom, my sister, my brother, my parents, Oksana, Taras',
);

/** The modal sentences' adults, named, so "She must be tired" always has someone to refer back to. */
export const NAMED: Subject[] = people('Anna, Tom, Olena, Mark, Kate, Dan, Sophie, Ivan');
export const SPEAKER: Subject[] = people('I, we');
export const LISTENER: Subject = person('you');

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

const POSS: Record<string, string> = record('POSS', data.POSS, z.string());

/** third: he/she/it or one thing; pron: the pronoun a short answer uses ("Does Anna …?" "Yes, she does."). */
const k = (text: string, third: boolean, kind: Kind, pron: string): KindedSubject => {
  const person: Person = third ? '3sg' : text === 'you' ? '2' : text === 'we' ? '1pl' : '3pl';
  return { text, person, poss: POSS[pron] ?? 'their', adult: kind !== 'child', kind };
};

/** The pronoun a short answer uses for the subject of the question ("Do you …?" "Yes, I do."). */
export const replyPronoun = (subject: Subject): string =>
  subject.text === 'you' ? 'I' : pronounFor(subject);

const KindSchema = z.enum(['adult', 'child', 'shop', 'transport', 'event', 'device', 'animal']);

/**
 * Notes on rows (the rows are in people.data.json):
 * - before row ["the number 12 tram",true,"transport","it"]: Not "the last tram": a subject named by the time it runs makes "Does the last tram run at night?" true by definition (round 1133); a route number asks something the learner cannot know.
 */
export const KINDED_SUBJECTS: KindedSubject[] = table(
  'KINDED_SUBJECTS',
  data.KINDED_SUBJECTS,
  z.tuple([z.string(), z.boolean(), KindSchema, z.string()]),
).map((row) => k(...row));

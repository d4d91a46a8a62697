import type { Person, Subject } from '../../lexicon/subject.ts';

export {
  bePast,
  bePresent,
  doFor,
  haveFor,
  is3sg,
  type Person,
  personLabel,
  type Subject,
} from '../../lexicon/subject.ts';

const S = (text: string, person: Person, poss: string, adult = true): Subject => ({
  text,
  person,
  poss,
  adult,
});

export const PRONOUNS: Subject[] = [
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

export const ALL_SUBJECTS: Subject[] = [...PRONOUNS, ...NOUN_SUBJECTS];

/** The subject as it starts a sentence ("I" stays "I"; "my brother" → "My brother"). */
export const subjectStart = (s: Subject): string => (s.text[0] ?? '').toUpperCase() + s.text.slice(1);

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

/** Things each person has one of: after "our"/"their" they become plural (their wallets, our jobs). */
const OWN_ONE =
  /^(wallet|umbrella|phone|arm|bike|car|old car|finger|knee|tongue|head|job|coat|shirt|favourite jumper|bag|first teacher|room|suitcase)\b/;

/** Fills "{poss}" in a phrase for a subject's possessive, pluralising one-per-person things after our/their. */
export function possess(rest: string, poss: string): string {
  return rest
    .replace(/\{poss\} ([a-z]+(?: [a-z]+)?)/, (_m, noun: string) => {
      if ((poss === 'our' || poss === 'their') && OWN_ONE.test(noun)) {
        const m = OWN_ONE.exec(noun)?.[0] ?? '';
        return `${poss} ${m}s${noun.slice(m.length)}`;
      }
      return `${poss} ${noun}`;
    })
    .replace('{poss}', poss);
}

/**
 * Mishaps and things that happen to one: "has just lost his keys" is natural, "has already lost his keys"
 * is not; nor is "has already got a parking ticket" or "has already heard a strange noise" (nobody expects them).
 */
export const MISHAP =
  /^(lose|break|miss|forget|hit|hurt|cut|bite|burn|fall|tear|spill|shrink|catch a cold|upset|bend|misunderstand|get a parking ticket|hear a strange)/;
export const perfectAdverbs = (phrase: string): string[] =>
  MISHAP.test(phrase) ? ['just'] : ['just', 'already'];

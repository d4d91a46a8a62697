/**
 * The one filler of authored lines: a line names the words it needs of its subject in {…} tokens, and
 * `fillTokens` writes them for one subject (agreement from ./subject.ts, verb forms from morph/verbs.ts).
 * The sections spell the tokens their own way (a `Dialect`: token → word), because their lines were written
 * apart and `{s}` means the 3rd-person ending in one and the subject in another. A token the dialect does
 * not name is left as written.
 */
import { cap } from '../engine.ts';
import { thirdPerson } from '../morph/verbs.ts';
import type { Rng } from '../types.ts';
import { subjectFitsLine } from './reference.ts';
import type { Subject } from './subject.ts';
import { bePast, bePresent, doFor, haveFor, is3sg, isPlural, isPronoun, pronounFor } from './subject.ts';

/** Rows of words, space apart, keyed by the first: "he him himself, she her herself". */
const table = (rows: string): Map<string, string[]> =>
  new Map(
    rows.split(', ').map((row) => {
      const [key = '', ...words] = row.split(' ');
      return [key, words];
    }),
  );
/** Each pronoun's object and reflexive. */
const PRONOUN_FORMS = table(
  'I me myself, you you yourself, he him himself, she her herself, it it itself, we us ourselves, they them themselves',
);
/** Each possessive's own form ("the bag is hers"). */
const OWN_FORMS = table('my mine, our ours, your yours, his his, her hers, their theirs');

const objectOf = (s: Subject): string => PRONOUN_FORMS.get(pronounFor(s))?.[0] ?? 'them';
const isNot = (s: Subject): string => (bePresent(s) === 'am' ? 'am not' : `${bePresent(s)}n't`);
/** The person as an owner: my, his, Anna’s, my parents’. */
const ownerOf = (s: Subject): string =>
  isPronoun(s) ? s.poss : /s$/.test(s.text) ? `${s.text}’` : `${s.text}’s`;

/** Every word a line can ask of its subject. */
const WORDS = {
  subject: (s) => s.text,
  Subject: (s) => cap(s.text),
  pron: pronounFor,
  Pron: (s) => cap(pronounFor(s)),
  obj: objectOf,
  /** The same person again as an object: me, him, but Anna stays Anna. */
  objOrName: (s) => (s.text === pronounFor(s) ? objectOf(s) : s.text),
  refl: (s) => PRONOUN_FORMS.get(pronounFor(s))?.[1] ?? 'itself',
  poss: (s) => s.poss,
  Poss: (s) => cap(s.poss),
  Owner: (s) => cap(ownerOf(s)),
  whos: (s) => `${s.text}'s`,
  Whos: (s) => `${cap(s.text)}'s`,
  hers: (s) => OWN_FORMS.get(s.poss)?.[0] ?? `${s.text}'s`,
  is: bePresent,
  isnt: isNot,
  was: bePast,
  has: haveFor,
  hasnt: (s) => `${haveFor(s)}n't`,
  does: doFor,
  doesnt: (s) => `${doFor(s)}n't`,
  /** The 3rd-person endings: feel{s}, go{es}. */
  s: (s) => (is3sg(s) ? 's' : ''),
  es: (s) => (is3sg(s) ? 'es' : ''),
  /** The plural -s after a plural owner (their phone{pl}); "your phone" stays one. */
  pl: (s) => (isPlural(s) && s.text !== 'you' ? 's' : ''),
  blank: () => '___',
} satisfies Record<string, (s: Subject) => string>;

/**
 * A word of `WORDS`, or one that depends on where the token stands: `subjectOpening` is the subject,
 * capitalised when it opens the line; `subjectThenPron` is the subject the first time and the pronoun that
 * refers back to it after (Anna … she); `present` is the present simple of the verb after a prefix the
 * dialect names, "v:=present" for {v:work}.
 */
export type Word = keyof typeof WORDS | 'subjectOpening' | 'subjectThenPron' | 'present';
export type Dialect = Readonly<Record<string, Word>>;

const isWord = (name: string): name is Word =>
  name in WORDS || name === 'subjectOpening' || name === 'subjectThenPron' || name === 'present';

/**
 * A dialect written compactly: "token=word" pairs and bare words (a token named as its word), space
 * apart; "=blank" names the empty token {} and "v:=present" the verb tokens {v:work}.
 */
export function dialect(spec: string): Dialect {
  return Object.fromEntries(
    spec.split(' ').map((entry) => {
      const [token = '', word = token] = entry.split('=');
      if (!isWord(word)) throw new Error(`no word ${word} for {${token}}`);
      return [token, word];
    }),
  );
}

/** The line with every token its dialect names written for the subject. */
export function fillTokens(line: string, s: Subject, tokens: Dialect): string {
  let named = false;
  return line.replace(/\{([^{}]*)\}/g, (token, name: string, at: number) => {
    const verb = /^([a-z-]+:)([a-z]+)$/.exec(name);
    const word = tokens[verb ? (verb[1] ?? '') : name];
    if (!word) return token;
    if (word === 'present') return is3sg(s) ? thirdPerson(verb?.[2] ?? '') : (verb?.[2] ?? '');
    if (word === 'subjectOpening') return at === 0 ? cap(s.text) : s.text;
    if (word === 'subjectThenPron') {
      const first = !named;
      named = true;
      return first ? s.text : pronounFor(s);
    }
    return WORDS[word](s);
  });
}

/**
 * `n` different subjects of `pool` that fit the line, in a seeded order: one rng.shuffle, the draw every
 * authored topic's bank depends on. By default a line that says "my"/"my cousin" itself takes neither the
 * speaker nor a clashing relative (review 1601).
 */
export const drawSubjects = <T extends Subject>(
  rng: Rng,
  pool: readonly T[],
  n: number,
  line: string,
  fits: (line: string, s: Subject) => boolean = subjectFitsLine,
): T[] => rng.shuffle(pool.filter((s) => fits(line, s))).slice(0, n);

/** The lexicon pairs' tokens (ability-pairs.ts, duty-pairs.ts, …). */
const PAIR_TOKENS = dialect('poss pron s es has is was pl');

/**
 * Fill the small tokens the authored pair lists use (ability-pairs.ts, duty-pairs.ts, …) for one subject:
 * {poss} his/her/their…, {pron} he/she/they…, {s} and {es} the 3rd-person ending (feel{s}, go{es}),
 * {has} has/have, {is} am/is/are, {was} was/were, {pl} the plural -s after a plural subject (their phone{pl}).
 */
export const fillFor = (text: string, s: Subject): string => fillTokens(text, s, PAIR_TOKENS);

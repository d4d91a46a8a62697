/**
 * Authored sentences with a few safe subject variants, shared by the topics of the verb, passive-voice and
 * used-to section folders (issue 16). A line is one base sentence (one skeleton); `{S}` is its subject, and
 * the only parts that change with the subject are agreement tokens filled here from lexicon/subject.ts and
 * morph/verbs.ts, so every variant stays the same natural sentence with another person in it:
 * {S} subject (capitalised at the start), {O} the same person as an object (me, him, Anna), {P} the
 * person as an owner opening a sentence (My, His, Anna’s), {poss} his/her/their…, {pron} he/she/they…, {obj} him/her/them…,
 * {refl} himself/herself…, {is} am/is/are, {was} was/were, {has} has/have, {does} does/do,
 * {v:work} the present simple of a verb (work/works, by morph).
 */

import { subjectFitsLine } from '../../lexicon/reference.ts';
import {
  bePast,
  bePresent,
  doFor,
  haveFor,
  type Person,
  pronounFor,
  type Subject,
} from '../../lexicon/subject.ts';
import { thirdPerson } from '../../morph/verbs.ts';
import type { Rng } from '../../types.ts';

const S = (text: string, person: Person, poss: string): Subject => ({ text, person, poss, adult: true });

/** One adult each: the speaker, a pronoun or a name (the sentences are about one person's life). */
export const ONE: Subject[] = [
  S('I', '1sg', 'my'),
  S('he', '3sg', 'his'),
  S('she', '3sg', 'her'),
  S('Anna', '3sg', 'her'),
  S('Tom', '3sg', 'his'),
  S('my sister', '3sg', 'her'),
  S('my brother', '3sg', 'his'),
  S('Oksana', '3sg', 'her'),
  S('Taras', '3sg', 'his'),
  S('my dad', '3sg', 'his'),
  S('my mum', '3sg', 'her'),
];

/** A household or a couple that does things together (a home, a car, a holiday). */
export const GROUP: Subject[] = [
  S('we', '1pl', 'our'),
  S('they', '3pl', 'their'),
  S('my parents', '3pl', 'their'),
  S('our neighbours', '3pl', 'their'),
  S('my aunt and uncle', '3pl', 'their'),
];

const OBJ: Record<string, string> = {
  I: 'me',
  we: 'us',
  they: 'them',
  you: 'you',
};
const REFL: Record<string, string> = { I: 'myself', we: 'ourselves', they: 'themselves', you: 'yourself' };

function pron(s: Subject): string {
  return pronounFor(s);
}

/** The person as an owner at the start of a sentence: My, His, Anna’s, My sister’s, My parents’. */
function owner(s: Subject): string {
  const text =
    s.text === 'I'
      ? 'my'
      : s.text === s.poss
        ? s.text
        : (POSS_OF[s.text] ?? (/s$/.test(s.text) ? `${s.text}’` : `${s.text}’s`));
  return (text[0] ?? '').toUpperCase() + text.slice(1);
}
const POSS_OF: Record<string, string> = { he: 'his', she: 'her', we: 'our', they: 'their', you: 'your' };

/** Fills the agreement tokens of a line for one subject. */
export function fill(text: string, s: Subject | null): string {
  let out = text;
  if (s) {
    const p = pron(s);
    const obj = OBJ[p] ?? (p === 'he' ? 'him' : p === 'she' ? 'her' : 'it');
    const refl = REFL[p] ?? (p === 'he' ? 'himself' : p === 'she' ? 'herself' : 'itself');
    const startCap = (s.text[0] ?? '').toUpperCase() + s.text.slice(1);
    out = out
      .replace(/^\{S\}/, startCap)
      .replaceAll('{S}', s.text)
      .replaceAll('{O}', s.text === p ? obj : s.text)
      .replaceAll('{P}', owner(s))
      .replaceAll('{poss}', s.poss)
      .replaceAll('{pron}', p)
      .replaceAll('{obj}', obj)
      .replaceAll('{refl}', refl)
      .replaceAll('{is}', bePresent(s))
      .replaceAll('{was}', bePast(s))
      .replaceAll('{has}', haveFor(s))
      .replaceAll('{does}', doFor(s))
      .replace(/\{v:([a-z]+)\}/g, (_, v: string) => (s.person === '3sg' ? thirdPerson(v) : v));
  }
  if (/\{[^}]*\}/.test(out)) throw new Error(`unfilled token in "${out}"`);
  return out;
}

/**
 * The subjects a line is said with: `n` distinct ones drawn from its pool (none when the line has no {S}:
 * an imperative or a fixed subject is one sentence).
 */
export function subjectsFor(rng: Rng, text: string, pool: Subject[], n: number): (Subject | null)[] {
  if (!/\{[SOP]\}/.test(text)) return [null];
  // A base that says "my"/"my cousin" itself takes neither the speaker nor a clashing relative (review 1601).
  return rng.shuffle(pool.filter((s) => subjectFitsLine(text, s))).slice(0, n);
}

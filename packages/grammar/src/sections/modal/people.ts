import { cap } from '../../engine.ts';
import { subjectFitsLine } from '../../lexicon/reference.ts';
import { bePast, bePresent, doFor, haveFor, is3sg, pronounFor, type Subject } from '../../lexicon/subject.ts';
import type { Rng } from '../../types.ts';

/**
 * Who the authored modal sentences are about, and the tokens that make one sentence agree with each of
 * them. Agreement comes from lexicon/subject.ts only. A sentence with {who} is said of a few of these
 * people (one skeleton: the variants differ only in the name); a sentence without it is said once.
 *
 * Tokens: {who} {Who} the subject; {whos} {Whos} its possessive ("Anna's"); {pron} {Pron} the pronoun that
 * refers back; {poss} his/her/their; {hers} his/hers/theirs; {obj} him/her/them; {s} {es} the 3rd-person ending; {is} {has}
 * {does} {was} and their negatives {isnt} {hasnt} {doesnt}.
 */

const person = (text: string, poss: 'his' | 'her'): Subject => ({
  text,
  person: '3sg',
  poss,
  adult: true,
});

/** One adult each, named, so "She must be tired" always has someone to refer back to. */
export const NAMED: readonly Subject[] = [
  person('Anna', 'her'),
  person('Tom', 'his'),
  person('Olena', 'her'),
  person('Mark', 'his'),
  person('Kate', 'her'),
  person('Dan', 'his'),
  person('Sophie', 'her'),
  person('Ivan', 'his'),
];

export const SPEAKER: readonly Subject[] = [
  { text: 'I', person: '1sg', poss: 'my', adult: true },
  { text: 'we', person: '1pl', poss: 'our', adult: true },
];

export const LISTENER: Subject = { text: 'you', person: '2', poss: 'your', adult: true };

const HERS: Record<string, string> = {
  my: 'mine',
  our: 'ours',
  your: 'yours',
  his: 'his',
  her: 'hers',
  their: 'theirs',
};
const OBJ: Record<string, string> = { I: 'me', we: 'us', you: 'you', he: 'him', she: 'her', they: 'them' };

/** The sentence said of one subject: every token filled, agreement from the subject's person. */
export function fillFor(text: string, s: Subject): string {
  const pron = pronounFor(s);
  const third = is3sg(s);
  const be = bePresent(s);
  const have = haveFor(s);
  const does = doFor(s);
  return text
    .replaceAll('{Who}', cap(s.text))
    .replaceAll('{who}', s.text)
    .replaceAll('{whos}', `${s.text}'s`)
    .replaceAll('{Whos}', `${cap(s.text)}'s`)
    .replaceAll('{Pron}', cap(pron))
    .replaceAll('{pron}', pron)
    .replaceAll('{poss}', s.poss)
    .replaceAll('{hers}', HERS[s.poss] ?? `${s.text}'s`)
    .replaceAll('{obj}', OBJ[pron] ?? 'them')
    .replaceAll('{s}', third ? 's' : '')
    .replaceAll('{es}', third ? 'es' : '')
    .replaceAll('{isnt}', be === 'am' ? 'am not' : `${be}n't`)
    .replaceAll('{is}', be)
    .replaceAll('{hasnt}', `${have}n't`)
    .replaceAll('{has}', have)
    .replaceAll('{doesnt}', `${does}n't`)
    .replaceAll('{does}', does)
    .replaceAll('{was}', bePast(s))
    .replaceAll('I am not', "I'm not");
}

/** A few subjects for a sentence with {who} (its variants), or none when it is said of no one. */
export function subjectsFor(rng: Rng, text: string, pool: readonly Subject[], n: number): (Subject | null)[] {
  if (!/\{(who|Who|whos|Whos)\}/.test(text)) return [null];
  // A base that says "my"/"my cousin" itself takes neither the speaker nor a clashing relative (review 1601).
  return rng.shuffle(pool.filter((s) => subjectFitsLine(text, s))).slice(0, n);
}

/**
 * An authored line: the words in [[…]] are the evidence or cue that forces the answer (the trigger, quoted
 * by the explanation); {} is the gap.
 */
export function splitCue(line: string): { text: string; cue: string } {
  const m = line.match(/\[\[(.*?)\]\]/);
  return { text: line.replace(/\[\[|\]\]/g, ''), cue: (m?.[1] ?? '').replace(/[.,;:]$/, '') };
}

/** Fills a line for a subject (or leaves it as it is when said of no one). */
export const fillLine = (text: string, s: Subject | null): string => (s ? fillFor(text, s) : text);

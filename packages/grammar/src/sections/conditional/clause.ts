import { verbForms } from '../../morph/verbs.ts';
import type { Rng } from '../../types.ts';

/**
 * Authored clauses with one verb slot: "it [rain:3] tomorrow", "you [not hurry]", "I [be:1] late".
 * The slot holds a base verb (optionally "not " before it); ":3" marks a he/she/it subject and ":1" the
 * subject I (only `be` needs it). Every form is made here from morph, never spelt by hand in the data.
 */
export interface Slot {
  /** Base verb (go, be, have). */
  verb: string;
  neg: boolean;
  /** '3' for he/she/it, '1' for I, '' for the rest. */
  person: '' | '1' | '3';
  /** Text before and after the slot. */
  before: string;
  after: string;
}

export function parseSlot(clause: string): Slot {
  const m = /^(.*?)\[(not )?([a-z]+)(?::([13]))?\](.*)$/.exec(clause);
  if (!m) throw new Error(`clause without a [verb] slot: ${clause}`);
  return {
    before: (m[1] ?? '').trim(),
    neg: Boolean(m[2]),
    verb: m[3] ?? '',
    person: (m[4] ?? '') as Slot['person'],
    after: (m[5] ?? '').trim(),
  };
}

/** The clause with its slot filled. */
export const fill = (s: Slot, form: string): string => [s.before, form, s.after].filter(Boolean).join(' ');

/** Present simple with the subject's agreement (or the other agreement, for a distractor). */
export function present(s: Slot, person: Slot['person'] = s.person): string {
  if (s.verb === 'be') {
    const be = person === '3' ? 'is' : person === '1' ? 'am' : 'are';
    return s.neg ? (be === 'am' ? 'am not' : `${be}n't`) : be;
  }
  if (s.neg) return `${person === '3' ? "doesn't" : "don't"} ${s.verb}`;
  return person === '3' ? verbForms(s.verb).third : s.verb;
}

/** Past simple; `be` in an unreal clause is "were" for every subject. */
export function pastSimple(s: Slot, unreal = false): string {
  if (s.verb === 'be') {
    const be = unreal || s.person === '' ? 'were' : 'was';
    return s.neg ? `${be}n't` : be;
  }
  return s.neg ? `didn't ${s.verb}` : verbForms(s.verb).past;
}

/** A modal + base: will go / won't go, would go / wouldn't go. */
export function modal(s: Slot, m: 'will' | 'would'): string {
  if (!s.neg) return `${m} ${s.verb}`;
  return `${m === 'will' ? "won't" : "wouldn't"} ${s.verb}`;
}

/** A modal + have + past participle: would have gone / wouldn't have gone. */
export function modalPerfect(s: Slot, m: 'would' | 'will' = 'would'): string {
  const pp = verbForms(s.verb).participle;
  return `${s.neg ? `${m === 'will' ? "won't" : "wouldn't"}` : m} have ${pp}`;
}

/** Past perfect: had gone / hadn't gone. */
export const pastPerfect = (s: Slot): string => `${s.neg ? "hadn't" : 'had'} ${verbForms(s.verb).participle}`;

/** Would + the past form, the "would went" error. */
export function wouldPast(s: Slot): string {
  const past = s.verb === 'be' ? 'were' : verbForms(s.verb).past;
  return `${s.neg ? "wouldn't" : 'would'} ${past}`;
}

/** Stative verbs: "if I would have / would know" has no willingness reading, so would is plainly wrong. */
export const STATIVE = new Set([
  'be',
  'have',
  'know',
  'live',
  'own',
  'understand',
  'need',
  'like',
  'believe',
]);

/** A pronoun that can stand for someone or something named in the other clause. */
const POINTS_BACK = /\b(he|she|him|her|his|they|them|their|it)\b/i;
/** A name or a noun phrase a pronoun could stand for: "Tom", "Tom's address", "my brother", "a nice jacket". */
const NAMES = /\b(?!I\b)[A-Z][a-z]+\b|\b(my|your|his|her|our|their|the|a|an) [a-z]+/;

/**
 * Whether the result clause may come first ("… if …") without a pronoun coming before the name it stands
 * for: "He will have to take it again if Tom fails this exam", "He would have sent him a card if he knew
 * Tom's address" were crossed out (rounds 1135, 1602). A result whose subject is the if-clause's own
 * subject pronoun ("He will oversleep if he doesn't set an alarm") may lead; a result with any other
 * pronoun may not when the if-clause names someone or something. Slots ([verb]) are ignored.
 */
export function resultMayLead(ifClause: string, result: string): boolean {
  const cond = ifClause.replace(/^if /i, '').replace(/\[[^\]]*\]/g, ' ');
  const words = result
    .replace(/\[[^\]]*\]/g, ' ')
    .trim()
    .split(/\s+/);
  const condSubject = cond.trim().split(/\s+/)[0]?.toLowerCase();
  const rest = words[0]?.toLowerCase() === condSubject ? words.slice(1) : words;
  return !(POINTS_BACK.test(rest.join(' ')) && NAMES.test(cond));
}

/**
 * Every authored row as `exercises` exercises, each [row, its index, which exercise (0 …)], in one
 * shuffled order: the exercises of one row do not come one after another.
 */
export const shuffledExercises = <T>(
  rng: Rng,
  rows: readonly T[],
  exercises: number,
): [T, number, number][] =>
  rng.shuffle(
    rows.flatMap((row, i) => Array.from({ length: exercises }, (_, k): [T, number, number] => [row, i, k])),
  );

/**
 * Countable/uncountable frames. PAIRS: an uncountable noun and a countable plural that fit the same slot;
 * the quantifier in the sentence (much/many, a little/a few, too much/too many) decides which one fits.
 * Frames avoid a verb that agrees with the noun, so the quantifier is the only cue.
 */

import { z } from 'zod';
import { record, table } from '../../lexicon/data.ts';
import data from './countable-frames.data.json' with { type: 'json' };
export interface Pair {
  unc: string;
  count: string;
  frames: string[];
}

const PairSchema = z.strictObject({ unc: z.string(), count: z.string(), frames: z.array(z.string()) });

/**
 * Notes on rows (the rows are in countable-frames.data.json):
 * - before row {"unc":"traffic","count":"cars","frames":["How Q ___ did you see on th: Issue 16: more frames, each its own base; no verb after the gap that agrees with the noun.
 * - before row {"unc":"advice","count":"tips","frames":["How Q ___ did your coach giv: Issue 16, "the full catalogue": more bases, each its own frame; negatives and questions for much/many.
 */
export const PAIRS: Pair[] = table('PAIRS', data.PAIRS, PairSchema);

/** Quantifier pairs for Q: [uncountable, countable]. T uses too much / too many. */
export const Q_PAIRS: [string, string][] = [['much', 'many']];
export const A_PAIRS: [string, string][] = [['a little', 'a few']];
export const V_PAIRS: [string, string][] = [['very little', 'very few']];
export const T_PAIRS: [string, string][] = [
  ['too much', 'too many'],
  ['so much', 'so many'],
];

/**
 * Uncountable nouns that learners pluralise. Each frame names the noun (N) and leaves it as the blank;
 * the wrong choice is its non-existent plural.
 */
// No 'accommodation': American English says 'accommodations' for places to stay (review 1801).
/**
 * Notes on rows (the rows are in countable-frames.data.json):
 * - before row ["patience","Teaching small children needs a lot of ___."]: Issue 16: more bases, one noun each, with nouns that have no countable sense in UK or US English.
 * - before row ["advice","I asked a lawyer for ___ about the contract."]: Issue 16, "the full catalogue": more bases; the made-up plural is the only wrong choice.
 */
export const NOUN_FORM: [string, string][] = table(
  'NOUN_FORM',
  data.NOUN_FORM,
  z.tuple([z.string(), z.string()]),
);

/** Plural forms the learner might write (checked: none is standard English for the meaning). */
export const WRONG_PLURAL: Record<string, string> = record('WRONG_PLURAL', data.WRONG_PLURAL, z.string());

/**
 * Verb agreement: an uncountable or plural-only noun as subject; [noun phrase, sentence with blank, answer, wrong].
 *
 * Notes on rows (the rows are in countable-frames.data.json):
 * - before row ["advice","Her advice ___ always practical.","is","are"]: Issue 16: more bases.
 * - before row ["advice","The advice on this website ___ not always correct.","is","a: Issue 16, "the full catalogue": more bases.
 */
export const AGREEMENT: [string, string, string, string][] = table(
  'AGREEMENT',
  data.AGREEMENT,
  z.tuple([z.string(), z.string(), z.string(), z.string()]),
);

/**
 * some vs a/an before an uncountable noun.
 *
 * Notes on rows (the rows are in countable-frames.data.json):
 * - before row ["information","Could you send me ___ information about prices?"]: Issue 16: more bases, the noun right after the gap (so a/an is judged on the noun itself).
 * - before row ["advice","My dad gave me ___ useful advice about money."]: Issue 16, "the full catalogue": more bases (no noun with a countable sense: no sugar, honey, soup, knowledge).
 */
export const SOME_A: [string, string][] = table('SOME_A', data.SOME_A, z.tuple([z.string(), z.string()]));

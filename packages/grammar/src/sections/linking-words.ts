import type { SectionDef } from '../types.ts';
import { althoughDespiteHowever } from './linking-words/although-despite-however.ts';
import { asLike } from './linking-words/as-like.ts';
import { asLongAsProvidedThat } from './linking-words/as-long-as-provided-that.ts';
import { becauseBecauseOfSo } from './linking-words/because-because-of-so.ts';
import { byUntil } from './linking-words/by-until.ts';
import { correlativeConjunctions } from './linking-words/correlative-conjunctions.ts';
import { duringForWhile } from './linking-words/during-for-while.ts';
import { evenThoughEvenIf } from './linking-words/even-though-even-if.ts';
import { inCaseVsIf } from './linking-words/in-case-vs-if.ts';
import { soThatInOrderTo } from './linking-words/so-that-in-order-to.ts';
import { whereasWhileContrast } from './linking-words/whereas-while-contrast.ts';

/**
 * Joining clauses and phrases: contrast, reason and result, purpose, time, condition, comparison. No section of the spec's list is about linking
 * words, so issue 16 adds this one (shown after Verb, before Would).
 */
export const linkingWords: SectionDef = {
  slug: 'linking-words',
  name: { en: 'Linking Words', uk: 'Сполучні слова' },
  // Issue 16 adds time and comparison links (B1), then condition and concession (B2), then whereas (C1).
  topics: [
    becauseBecauseOfSo,
    althoughDespiteHowever,
    soThatInOrderTo,
    asLike,
    byUntil,
    duringForWhile,
    correlativeConjunctions,
    inCaseVsIf,
    evenThoughEvenIf,
    asLongAsProvidedThat,
    whereasWhileContrast,
  ],
};

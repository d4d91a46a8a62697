import type { SectionDef } from '../types.ts';
import { althoughDespiteHowever } from './linking-words/although-despite-however.ts';
import { becauseBecauseOfSo } from './linking-words/because-because-of-so.ts';
import { soThatInOrderTo } from './linking-words/so-that-in-order-to.ts';

/**
 * Joining clauses: contrast, reason and result, purpose. No section of the spec's list is about linking
 * words, so issue 16 adds this one (shown after Verb, before Would).
 */
export const linkingWords: SectionDef = {
  slug: 'linking-words',
  name: { en: 'Linking Words', uk: 'Сполучні слова' },
  topics: [becauseBecauseOfSo, althoughDespiteHowever, soThatInOrderTo],
};

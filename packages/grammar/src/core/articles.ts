import { dictionary } from 'cmu-pronouncing-dictionary';

const VOWEL_PHONEMES = /^(AA|AE|AH|AO|AW|AY|EH|ER|EY|IH|IY|OW|OY|UH|UW)/;

/**
 * a or an by the first SOUND of the next word, from the CMU pronouncing dictionary (an hour, a university,
 * an MBA, a one-way ticket); spelling is the fallback only for words the dictionary lacks.
 */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word = (phrase.trim().split(/[\s-]/)[0] ?? '').toLowerCase().replace(/[^a-z']/g, '');
  const pron = (dictionary as Record<string, string>)[word];
  if (pron) return VOWEL_PHONEMES.test(pron) ? 'an' : 'a';
  return /^[aeiou]/.test(word) ? 'an' : 'a';
}

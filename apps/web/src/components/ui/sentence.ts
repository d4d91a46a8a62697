const NO_WORD = new Set(['—', '–', '-', '∅']);

/** The sentence with its blank filled; the "no article" choice (—) leaves the blank out. */
export function filledSentence(text: string, answer: string): string {
  if (!NO_WORD.has(answer.trim())) return text.replace('___', answer);
  return text
    .replace(/ ___ /, ' ')
    .replace('___', '')
    .replace(/\s{2,}/g, ' ')
    .replace(/^\s+/, '')
    .replace(/^./, (c) => c.toUpperCase());
}

/**
 * The rows of a one-line-a-row text table (the lexicon's data tables): each line split into columns by "|",
 * each column trimmed, so a missing column reads as ''.
 */
export const tableRows = (table: string): string[][] =>
  table
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((col) => col.trim()));

import { readFileSync } from 'node:fs';
import { hash53 } from '../src/hash.ts';

export const CACHE_PATH = new URL('../data/checker-cache.json', import.meta.url);

/** Sentence → cache key (base-36 hash), so the committed cache stays small. */
export const sentenceKey = (sentence: string) => hash53(sentence).toString(36);

/** Verdicts of link-grammar by sentence key: true = parses. Empty when no cache is committed yet. */
export function checkerCache(): Map<string, boolean> {
  try {
    const raw = JSON.parse(readFileSync(CACHE_PATH, 'utf8')) as Record<string, 0 | 1>;
    return new Map(Object.entries(raw).map(([k, v]) => [k, v === 1]));
  } catch {
    return new Map();
  }
}

/**
 * The cache as JSON with one verdict per line, keys sorted: an audit that adds or drops verdicts changes
 * only those lines, so committing the cache with a new bank costs a diff of the new sentences, not of the
 * whole file (a one-line file was rewritten whole on every audit).
 */
export function serializeCache(cache: Map<string, boolean>): string {
  const lines = [...cache.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${JSON.stringify(k)}:${v ? 1 : 0}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

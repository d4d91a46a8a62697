import type { Wrong } from '../engine.ts';

/**
 * The other words of a small closed set (in / on / at) offered as wrong choices, in the set's order, all
 * wrong for the same reason.
 */
export function otherChoices(
  set: readonly string[],
  answer: string,
  errorType: string,
  params: Record<string, string>,
): Wrong[] {
  return set.filter((w) => w !== answer).map((w) => ({ choice: w, errorType, params: { ...params } }));
}

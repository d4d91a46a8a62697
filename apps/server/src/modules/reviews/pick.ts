import type { Exercise } from '@gapwise/grammar';

/** An exact exercise reviewed this many times is swapped for a sibling, so the learner meets the rule anew. */
export const SIBLING_AFTER_REPS = 3;

/**
 * A sibling of `original`: same topic (the pool), same rule, and when the item knows the learner's error
 * type, a distractor of that type; a different sentence frame when there is one. Null when none exists.
 */
export function pickSibling(
  original: Exercise,
  pool: readonly Exercise[],
  errorType: string | null,
  served: (e: Exercise) => boolean,
  random: () => number,
): Exercise | null {
  const sameRule = (e: Exercise) =>
    e.id !== original.id && e.rationale.ruleId === original.rationale.ruleId && served(e);
  const sameError = (e: Exercise) =>
    errorType === null || e.rationale.distractors.some((d) => d.errorType === errorType);
  const tiers = [
    (e: Exercise) => sameRule(e) && sameError(e) && e.skeleton !== original.skeleton,
    (e: Exercise) => sameRule(e) && sameError(e),
    sameRule,
  ];
  for (const fits of tiers) {
    const candidates = pool.filter(fits);
    if (candidates.length > 0) return candidates[Math.floor(random() * candidates.length)] ?? null;
  }
  return null;
}

/**
 * The items in their order (most overdue first), moved only as far as it takes so that no two of one
 * sentence frame come in a row; when only one frame is left, they come as they are.
 */
export function spreadFrames<T>(items: readonly T[], frame: (item: T) => string): T[] {
  const rest = [...items];
  const out: T[] = [];
  while (rest.length > 0) {
    const previous = out.length > 0 ? frame(out[out.length - 1] as T) : null;
    const index = rest.findIndex((item) => frame(item) !== previous);
    const [next] = rest.splice(index === -1 ? 0 : index, 1);
    out.push(next as T);
  }
  return out;
}

/**
 * Exercises per session (docs/product-rules.md#sizes-and-timings): 10, 5 in the demo; `exercises-limit` in
 * local storage overrides it.
 */
export function sessionLimit(demo: boolean): number {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem('exercises-limit');
  const n = raw ? Number(raw) : Number.NaN;
  if (Number.isInteger(n) && n >= 1 && n <= 50) return n;
  return demo ? 5 : 10;
}

/**
 * The random-stars / best-exercises switch (docs/product-rules.md#exercise-session): the local flag `tiktok`
 * = 'true'.
 */
export const tiktokMode = () =>
  typeof localStorage !== 'undefined' && localStorage.getItem('tiktok') === 'true';

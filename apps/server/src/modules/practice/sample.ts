import type { Rng } from '@gapwise/grammar';

/**
 * k distinct items drawn uniformly from `pool`, skipping those `keep` rejects. Cost grows with k, not with
 * the pool (thousands of exercises): random probes, then a scan only if the pool is mostly rejected.
 */
export function sampleDistinct<T>(
  pool: readonly T[],
  k: number,
  keep: (item: T) => boolean,
  random: () => number,
): T[] {
  const picked = new Set<number>();
  const out: T[] = [];
  const maxProbes = k * 8;
  for (let probe = 0; probe < maxProbes && out.length < k && picked.size < pool.length; probe++) {
    const index = Math.floor(random() * pool.length);
    if (picked.has(index)) continue;
    picked.add(index);
    const item = pool[index] as T;
    if (keep(item)) out.push(item);
  }
  if (out.length < k) {
    // Few eligible items: take the rest in a random rotation so every eligible one can still come up.
    const start = Math.floor(random() * Math.max(1, pool.length));
    for (let i = 0; i < pool.length && out.length < k; i++) {
      const index = (start + i) % pool.length;
      if (picked.has(index)) continue;
      picked.add(index);
      const item = pool[index] as T;
      if (keep(item)) out.push(item);
    }
  }
  return out;
}

export const mathRandom: Pick<Rng, 'next'> = { next: Math.random };

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleDistinct } from './sample.ts';

describe('sampleDistinct', () => {
  it('returns min(k, eligible) distinct eligible items for any pool', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 300 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 5 }),
        (values, k, modulo) => {
          const pool = values.map((value, index) => ({ index, value }));
          const keep = (item: { value: number }) => item.value % modulo === 0;
          const out = sampleDistinct(pool, k, keep, Math.random);
          const eligible = pool.filter(keep).length;
          expect(out).toHaveLength(Math.min(k, eligible));
          expect(new Set(out.map((o) => o.index)).size).toBe(out.length);
          expect(out.every(keep)).toBe(true);
        },
      ),
    );
  });

  it('varies between calls', () => {
    const pool = Array.from({ length: 2000 }, (_, i) => i);
    const a = sampleDistinct(pool, 10, () => true, Math.random).join();
    const b = sampleDistinct(pool, 10, () => true, Math.random).join();
    expect(a).not.toBe(b);
  });

  it('reaches every item of a small pool', () => {
    const pool = [1, 2, 3, 4, 5, 6];
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++)
      for (const x of sampleDistinct(pool, 2, () => true, Math.random)) seen.add(x);
    expect(seen.size).toBe(6);
  });
});

import { describe, expect, it } from 'vitest';
import { inTopTier, type QualitySignals, qualityScore, topTier } from './quality.ts';

const base: QualitySignals = {
  origin: 'authored',
  skeletonFanOut: 1,
  checker: 'pass',
  guardsFired: [],
  choices: 3,
  naturalness: 1,
};

describe('qualityScore', () => {
  it('ranks an authored, parsed, three-choice sentence above a combined one from a busy frame', () => {
    const authored = qualityScore(base);
    const combined = qualityScore({ ...base, origin: 'combined', skeletonFanOut: 40 });
    expect(authored).toBe(1);
    expect(combined).toBeLessThan(authored);
    expect(qualityScore({ ...base, origin: 'combined', skeletonFanOut: 4 })).toBeGreaterThan(combined);
  });

  it('lowers the score for each weak signal on its own', () => {
    const q = qualityScore(base);
    expect(qualityScore({ ...base, checker: 'unchecked' })).toBeLessThan(q);
    expect(qualityScore({ ...base, guardsFired: ['been-gone-american'] })).toBeLessThan(q);
    expect(qualityScore({ ...base, choices: 2 })).toBeLessThan(q);
    expect(qualityScore({ ...base, naturalness: 0.5 })).toBeLessThan(q);
  });

  it('takes later evidence: a failed blind review or a key almost nobody finds', () => {
    const q = qualityScore(base);
    expect(qualityScore(base, { reviews: [{ onlyKey: true, natural: true }] })).toBe(q);
    expect(qualityScore(base, { reviews: [{ onlyKey: false, natural: true }] })).toBeLessThan(q / 2);
    expect(qualityScore(base, { answers: { shown: 100, correct: 5 } })).toBeLessThan(q);
    // Too few answers say nothing yet.
    expect(qualityScore(base, { answers: { shown: 10, correct: 0 } })).toBe(q);
  });
});

describe('topTier', () => {
  const items = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `e${String(i).padStart(3, '0')}`, quality: (i % 7) / 7 }));

  it('keeps 40% of a large topic, the best first, as a strict subset', () => {
    const all = items(200);
    const top = topTier(all);
    expect(top.size).toBe(80);
    const worstIn = Math.min(...[...top].map((e) => e.quality));
    const bestOut = Math.max(...all.filter((e) => !top.has(e)).map((e) => e.quality));
    expect(worstIn).toBeGreaterThanOrEqual(bestOut);
  });

  it('keeps at least one session of a small topic, still a strict subset above ten', () => {
    expect(topTier(items(30)).size).toBe(12);
    expect(topTier(items(20)).size).toBe(10);
    expect(topTier(items(8)).size).toBe(8);
  });
});

describe('inTopTier (learners’ answers)', () => {
  it('drops a flagged exercise at once, whatever the build said, and lifts a confirmed one', () => {
    expect(inTopTier(true, { flagged: false, confirmed: false })).toBe(true);
    expect(inTopTier(true, { flagged: true, confirmed: false })).toBe(false);
    expect(inTopTier(false, { flagged: false, confirmed: true })).toBe(true);
    // A flag outweighs any number of clean answers before it.
    expect(inTopTier(false, { flagged: true, confirmed: true })).toBe(false);
    expect(inTopTier(false, { flagged: false, confirmed: false })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isLifetime, offerFor, offersFor, passState, renewedUntil } from './offers.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const inDays = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

describe('isLifetime', () => {
  it('reads the stored far-future date as lifetime, and nothing else', () => {
    expect(isLifetime('9999-12-31T00:00:00.000Z')).toBe(true);
    expect(isLifetime(new Date('9000-01-01T00:00:00Z'))).toBe(true);
    expect(isLifetime('2027-11-26T00:00:00Z')).toBe(false);
    expect(isLifetime(null)).toBe(false);
    expect(isLifetime('not a date')).toBe(false);
  });
});

describe('offersFor', () => {
  it('offers both plans at full price to a learner without a pass (or with an expired one)', () => {
    for (const until of [null, inDays(-1)]) {
      expect(offersFor(until, NOW)).toEqual([
        { plan: 'one-year-pass', kind: 'purchase', price: 8, originalPrice: 18, currency: 'USD' },
        { plan: 'lifetime-pass', kind: 'purchase', price: 14, originalPrice: 34, currency: 'USD' },
      ]);
    }
  });

  it('offers a 1-Year holder Lifetime for the difference, and no second year before the last 30 days', () => {
    expect(offersFor(inDays(200), NOW)).toEqual([
      { plan: 'lifetime-pass', kind: 'upgrade', price: 6, originalPrice: 14, currency: 'USD' },
    ]);
    expect(offerFor('one-year-pass', inDays(31), NOW)).toBeNull();
  });

  it('opens renewal in the last 30 days', () => {
    expect(offerFor('one-year-pass', inDays(30), NOW)).toMatchObject({ kind: 'renewal', price: 8 });
    expect(passState(inDays(5), NOW)).toMatchObject({ kind: 'one-year', renewable: true });
    expect(offersFor(inDays(5), NOW).map((o) => o.kind)).toEqual(['renewal', 'upgrade']);
  });

  it('offers nothing to a Lifetime holder', () => {
    expect(offersFor('9999-12-31T00:00:00.000Z', NOW)).toEqual([]);
  });

  it('extends a renewal from the current end, not from today', () => {
    expect(renewedUntil(inDays(10)).toISOString()).toBe(inDays(375).toISOString());
  });
});

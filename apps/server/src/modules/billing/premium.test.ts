import { describe, expect, it } from 'vitest';
import { LIFETIME_UNTIL, premiumUntilFrom } from './premium.ts';

const d = (s: string) => new Date(`${s}T00:00:00Z`);

describe('premiumUntilFrom', () => {
  it('is null with no paid order', () => {
    expect(premiumUntilFrom([])).toBeNull();
  });
  it('gives 365 days from payment', () => {
    expect(premiumUntilFrom([{ plan: 'one-year-pass', paidAt: d('2026-01-01') }])).toEqual(d('2027-01-01'));
  });
  it('extends a running pass instead of resetting it, whatever order the callbacks came in', () => {
    const orders = [
      { plan: 'one-year-pass', paidAt: d('2026-06-01') },
      { plan: 'one-year-pass', paidAt: d('2026-01-01') },
    ];
    expect(premiumUntilFrom(orders)).toEqual(d('2028-01-01'));
  });
  it('starts afresh after a lapsed pass', () => {
    const orders = [
      { plan: 'one-year-pass', paidAt: d('2020-01-01') },
      { plan: 'one-year-pass', paidAt: d('2026-01-01') },
    ];
    expect(premiumUntilFrom(orders)).toEqual(d('2027-01-01'));
  });
  it('lets a lifetime pass win', () => {
    expect(
      premiumUntilFrom([
        { plan: 'one-year-pass', paidAt: d('2026-01-01') },
        { plan: 'lifetime-pass', paidAt: d('2025-01-01') },
      ]),
    ).toEqual(LIFETIME_UNTIL);
  });
});

import { describe, expect, it } from 'vitest';
import {
  badgeOf,
  errorCodeOf,
  formatAmount,
  formatPaymentDate,
  formatPremiumUntil,
  SUPPORT_EMAIL,
  supportMailto,
} from './payment-format.ts';

describe('badgeOf', () => {
  it('maps the payment statuses to badges; error and failure are both failed', () => {
    expect(badgeOf('success')).toBe('success');
    expect(badgeOf('failure')).toBe('failed');
    expect(badgeOf('error')).toBe('failed');
    expect(badgeOf('reversed')).toBe('reversed');
  });
  it('shows anything else as unknown', () => {
    expect(badgeOf('pending')).toBe('unknown');
    expect(badgeOf('sandbox')).toBe('unknown');
    expect(badgeOf('')).toBe('unknown');
  });
});

describe('formatPaymentDate', () => {
  it('writes the date in the uk-UA format with the time', () => {
    expect(formatPaymentDate('2026-03-05T08:07:00Z', 'UTC')).toBe('05.03.2026, 08:07');
  });
  it('uses the given time zone', () => {
    expect(formatPaymentDate('2026-03-05T23:30:00Z', 'Europe/Kyiv')).toBe('06.03.2026, 01:30');
  });
  it('shows a dash for an unreadable date', () => {
    expect(formatPaymentDate('not a date')).toBe('—');
  });
});

describe('formatAmount', () => {
  it('writes dollars the English way', () => {
    expect(formatAmount(8, 'USD', 'en')).toBe('$8.00');
    expect(formatAmount(14, 'USD', 'en')).toBe('$14.00');
  });
  it('writes amounts the Ukrainian way', () => {
    expect(formatAmount(8, 'USD', 'uk').replace(/\s/g, ' ')).toMatch(/^8,00 (\$|USD)$/);
    expect(formatAmount(198, 'UAH', 'uk').replace(/\s/g, ' ')).toBe('198,00 ₴');
  });
  it('falls back to the code for a currency Intl does not know', () => {
    expect(formatAmount(5, 'X?', 'en')).toBe('5.00 X?');
  });
});

describe('formatPremiumUntil', () => {
  it('gives the end date of a 1-Year Pass', () => {
    expect(formatPremiumUntil('2027-11-24T10:00:00Z', 'en')).toBe('24 November 2027');
    expect(formatPremiumUntil('2027-11-24T10:00:00Z', 'uk')).toBe('24 листопада 2027 р.');
  });
  it('gives nothing for lifetime or no premium', () => {
    expect(formatPremiumUntil('9999-12-31T00:00:00.000Z', 'en')).toBeNull();
    expect(formatPremiumUntil(null, 'en')).toBeNull();
  });
});

describe('supportMailto', () => {
  it('prefills subject and body, encoded', () => {
    const link = supportMailto('Payment gw-1', 'Order: gw-1\nDate: 05.03.2026 & more');
    expect(link.startsWith(`mailto:${SUPPORT_EMAIL}?subject=Payment%20gw-1&body=`)).toBe(true);
    expect(decodeURIComponent(link.split('body=')[1] ?? '')).toBe('Order: gw-1\nDate: 05.03.2026 & more');
  });
});

describe('errorCodeOf', () => {
  it('prefers the code the status page passed on', () => {
    expect(errorCodeOf('PAYMENT_REVERSED', 'declined')).toBe('PAYMENT_REVERSED');
  });
  it('reads the reason the payment page gave', () => {
    expect(errorCodeOf(null, 'cancelled')).toBe('PAYMENT_CANCELLED');
    expect(errorCodeOf(null, 'declined')).toBe('PAYMENT_DECLINED');
  });
  it('never echoes arbitrary text from the URL', () => {
    expect(errorCodeOf('<script>', null)).toBe('PAYMENT_NOT_CONFIRMED');
    expect(errorCodeOf(null, null)).toBe('PAYMENT_NOT_CONFIRMED');
  });
});

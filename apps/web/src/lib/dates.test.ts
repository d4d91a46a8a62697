import { describe, expect, it } from 'vitest';
import { formatDate, localeTag } from './dates.ts';

describe('formatDate', () => {
  const day = '2026-11-24T14:05:00Z';

  it('writes a long date in English and in Ukrainian', () => {
    expect(formatDate(day, 'en', 'long', 'UTC')).toBe('24 November 2026');
    expect(formatDate(day, 'uk', 'long', 'UTC')).toMatch(/^24 листопада 2026/);
  });

  it('writes numeric dates, with the time when asked, in the given time zone', () => {
    expect(formatDate(day, 'uk', 'numeric', 'UTC')).toBe('24.11.2026');
    expect(formatDate(day, 'uk', 'numeric-time', 'UTC')).toBe('24.11.2026, 14:05');
    expect(formatDate(day, 'uk', 'numeric-time', 'Europe/Kyiv')).toBe('24.11.2026, 16:05');
  });

  it('answers null for a missing or unreadable date, and takes Date objects too', () => {
    expect(formatDate(null, 'en')).toBeNull();
    expect(formatDate(undefined, 'en')).toBeNull();
    expect(formatDate('not a date', 'en')).toBeNull();
    expect(formatDate(new Date(day), 'en', 'long', 'UTC')).toBe('24 November 2026');
    expect(localeTag('uk')).toBe('uk-UA');
    expect(localeTag('de')).toBe('en-GB');
  });
});

/**
 * The one date formatter of the web: every date a person reads goes through here, so the locale tags and
 * the styles are the same on every screen. English dates are British ("24 November 2026"), Ukrainian
 * ones Ukrainian ("24 листопада 2026 р.").
 */
export type DateStyle =
  /** 24 November 2026 */
  | 'long'
  /** 24.11.2026 (uk), 24/11/2026 (en) */
  | 'numeric'
  /** 24.11.2026, 14:05 */
  | 'numeric-time';

export const localeTag = (language: string): string => (language === 'uk' ? 'uk-UA' : 'en-GB');

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  'numeric-time': { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
};

/** The date in the language and style; null for a missing or unreadable date (the screen decides what shows). */
export function formatDate(
  value: string | Date | null | undefined,
  language: string,
  style: DateStyle = 'long',
  timeZone?: string,
): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(localeTag(language), {
    ...STYLES[style],
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** Dates and money in the interface language. */
export const localeTag = (language: string) => (language === 'uk' ? 'uk-UA' : 'en-GB');

export const formatDate = (iso: string | null, language: string, withTime = false) =>
  iso
    ? new Date(iso).toLocaleString(localeTag(language), {
        dateStyle: 'medium',
        ...(withTime ? { timeStyle: 'short' } : {}),
        timeZone: 'UTC',
      })
    : '—';

export const formatMoney = (minor: number, currency: string, language: string) =>
  new Intl.NumberFormat(localeTag(language), { style: 'currency', currency }).format(minor / 100);

export const formatPercent = (ratio: number | null, language: string) =>
  ratio === null
    ? '—'
    : new Intl.NumberFormat(localeTag(language), { style: 'percent', maximumFractionDigits: 1 }).format(
        ratio,
      );

/** The one rule of contracts (a year from 9000 on is lifetime), so no screen reads it differently. */
export { isLifetime } from '@gapwise/contracts/constants';

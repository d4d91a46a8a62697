import { isLifetime } from '@gapwise/contracts/constants';
import { formatDate } from '../../lib/dates.ts';
import { SUPPORT_EMAIL } from '../../lib/support.ts';

/**
 * How payments read on screen: status badges, dates in the uk-UA format
 * (docs/product-rules.md#pricing-and-payments), amounts with their currency, and the support e-mail prefilled
 * with the order.
 */

export type BadgeKind = 'success' | 'failed' | 'reversed' | 'unknown';

/** success, reversed; error and failure count as failed; anything else (pending included) is unknown. */
export function badgeOf(status: string): BadgeKind {
  if (status === 'success') return 'success';
  if (status === 'error' || status === 'failure') return 'failed';
  if (status === 'reversed') return 'reversed';
  return 'unknown';
}

/** "24.11.2026, 14:05" (uk-UA, the viewer's time zone); an unreadable date shows as a dash. */
export function formatPaymentDate(iso: string, timeZone?: string): string {
  return formatDate(iso, 'uk', 'numeric-time', timeZone) ?? '—';
}

/** "$8.00" in English, "8,00 USD" in Ukrainian; an unknown currency code is written after the number. */
export function formatAmount(amount: number, currency: string, locale: string): string {
  const tag = locale === 'uk' ? 'uk-UA' : 'en-US';
  try {
    return new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(tag, { minimumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

/** The day a premium pass ends, in the interface language; null for lifetime (any year from 9000: isLifetime). */
export function formatPremiumUntil(iso: string | null, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime()) || isLifetime(date)) return null;
  return formatDate(date, locale);
}

export { SUPPORT_EMAIL };

/** mailto: support with subject and body filled in, so the learner only adds what went wrong. */
export function supportMailto(subject: string, body: string): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The code the error page shows: the status page's, else the payment page's reason, else a generic one. */
export function errorCodeOf(code: string | null, reason: string | null): string {
  if (code && /^[A-Z_]{3,40}$/.test(code)) return code;
  if (reason === 'cancelled') return 'PAYMENT_CANCELLED';
  if (reason === 'declined') return 'PAYMENT_DECLINED';
  return 'PAYMENT_NOT_CONFIRMED';
}

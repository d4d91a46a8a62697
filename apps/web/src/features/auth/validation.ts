/**
 * Field rules (docs/product-rules.md#sign-in). Each returns an i18n key (auth namespace) with its values, or
 * null.
 */
export interface FieldError {
  key: 'validation.required' | 'validation.max' | 'validation.email';
  values?: Record<string, number>;
}

export const MAX_FIELD_LENGTH = 50;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function required(value: unknown): FieldError | null {
  const empty =
    value === null ||
    value === undefined ||
    value === false ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);
  return empty ? { key: 'validation.required' } : null;
}

export const maxLength = (value: string, max = MAX_FIELD_LENGTH): FieldError | null =>
  value.length > max ? { key: 'validation.max', values: { max } } : null;

export const emailFormat = (value: string): FieldError | null =>
  EMAIL_RE.test(value) ? null : { key: 'validation.email' };

export const validateEmail = (value: string): FieldError | null =>
  required(value) ?? maxLength(value) ?? emailFormat(value);

export const validateName = (value: string): FieldError | null => required(value) ?? maxLength(value);

/** Values are trimmed as typed; inner spaces in an e-mail are never valid, so they go too. */
export const cleanEmail = (value: string): string => value.replace(/\s+/g, '');
export const cleanName = (value: string): string => value.trimStart().replace(/\s{2,}/g, ' ');

const COMMON_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'icloud.com',
  'ukr.net',
  'i.ua',
  'meta.ua',
  'proton.me',
];

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j] ?? 0;
      row[j] = Math.min((row[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length] ?? 0;
}

/** Similarity in 0…1: 1 minus the edit distance over the longer length. */
export const similarity = (a: string, b: string): number =>
  a.length + b.length === 0 ? 1 : 1 - distance(a, b) / Math.max(a.length, b.length);

/** 'Perhaps you meant …': the address with a common provider's domain when ours is ≥ 70% like it but differs. */
export function suggestEmail(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const domain = email.slice(at + 1).toLowerCase();
  if (!domain.includes('.') || COMMON_DOMAINS.includes(domain)) return null;
  let best: { domain: string; score: number } | null = null;
  for (const candidate of COMMON_DOMAINS) {
    const score = similarity(domain, candidate);
    if (score >= 0.7 && (!best || score > best.score)) best = { domain: candidate, score };
  }
  return best ? `${email.slice(0, at)}@${best.domain}` : null;
}

import { storage } from './storage.ts';

export const LOCALES = ['en', 'uk'] as const;
export type Locale = (typeof LOCALES)[number];
export const LOCALE_STORAGE_KEY = 'userLocale';

/** uk or ru → uk (our Ukrainian-speaking learners often run Russian-language systems), en → en. */
export function localeFromLanguage(language: string | undefined | null): Locale | null {
  const base = language?.toLowerCase().split(/[-_]/)[0];
  if (base === 'uk' || base === 'ru') return 'uk';
  if (base === 'en') return 'en';
  return null;
}

export interface LocaleSources {
  stored: () => Promise<string | null>;
  /** ISO country code of the visitor, or null when unknown. */
  country: () => Promise<string | null>;
  browser: () => readonly string[];
  system: () => string | null;
}

/**
 * The order (docs/product-rules.md#locale-choice): stored choice → visitor's country (UA gives uk, any other
 * country en) → browser languages → system locale → en.
 */
export async function chooseLocale(sources: LocaleSources): Promise<Locale> {
  const stored = await sources.stored().catch(() => null);
  if (stored === 'en' || stored === 'uk') return stored;
  const country = await sources.country().catch(() => null);
  if (country) return country.toUpperCase() === 'UA' ? 'uk' : 'en';
  for (const language of sources.browser()) {
    const locale = localeFromLanguage(language);
    if (locale) return locale;
  }
  return localeFromLanguage(sources.system()) ?? 'en';
}

/**
 * The server writes the visitor's country into the page it serves (`<meta name="gw-country">`, empty when
 * unknown), so the first paint waits for no request; only a page without it (Vite's dev server) asks
 * GET /api/geo.
 */
async function countryFromServer(): Promise<string | null> {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="gw-country"]');
  if (meta) return meta.content || null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 1500);
  try {
    const res = await fetch('/api/geo', { signal: controller.signal });
    if (!res.ok) return null;
    const body = (await res.json()) as { isSuccess?: boolean; content?: { country_code?: string | null } };
    return body.content?.country_code ?? null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export const browserLocaleSources: LocaleSources = {
  stored: async () => storage.get<string>(LOCALE_STORAGE_KEY),
  country: countryFromServer,
  browser: () => navigator.languages ?? [navigator.language],
  system: () => Intl.DateTimeFormat().resolvedOptions().locale,
};

export function storeLocale(locale: Locale): void {
  storage.set(LOCALE_STORAGE_KEY, locale);
}

import type { i18n as I18n } from 'i18next';
import enLegal from '../../locales/en/legal.json';
import ukLegal from '../../locales/uk/legal.json';

/** The legal texts are long and read rarely, so they ship in this route's chunk, not with the app shell. */
export const legalResources = { en: enLegal, uk: ukLegal } as const;

export function registerLegalTexts(i18n: I18n): void {
  for (const [lng, bundle] of Object.entries(legalResources)) {
    if (!i18n.hasResourceBundle(lng, 'legal')) i18n.addResourceBundle(lng, 'legal', bundle);
  }
}

export interface LegalSection {
  h: string;
  p: string[];
}

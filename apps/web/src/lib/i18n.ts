import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enLanding from '../locales/en/landing.json';
import ukAuth from '../locales/uk/auth.json';
import ukCommon from '../locales/uk/common.json';
import ukLanding from '../locales/uk/landing.json';
import type { Locale } from './locale.ts';

export const resources = {
  en: { common: enCommon, landing: enLanding, auth: enAuth },
  uk: { common: ukCommon, landing: ukLanding, auth: ukAuth },
} as const;

/** Initialises i18next once with every bundled language; both are small enough to ship together. */
export function initI18n(locale: Locale): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: locale,
      fallbackLng: 'en',
      defaultNS: 'common',
      ns: ['common', 'landing', 'auth'],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  } else if (i18n.language !== locale) {
    void i18n.changeLanguage(locale);
  }
  document.documentElement.lang = locale;
  return i18n;
}

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export { i18n };

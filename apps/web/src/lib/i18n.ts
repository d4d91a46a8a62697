import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enShell from '../locales/en/shell.ts';
import type { Locale } from './locale.ts';

export type ShellTexts = typeof enShell;
const SHELL_NAMESPACES = ['common', 'landing'] as const;

/**
 * Each language's shell texts are a chunk of their own, so a visitor downloads only the language they
 * read (the server preloads the one it expects, see the server's web-static plugin). The other screens'
 * namespaces load with those screens.
 */
const SHELL: Record<Locale, () => Promise<{ default: ShellTexts }>> = {
  en: () => import('../locales/en/shell.ts'),
  uk: () => import('../locales/uk/shell.ts'),
};

/** Texts that arrived before i18next was initialised; init takes them as its resources. */
const early: Resource = {};

export function addShellTexts(locale: Locale, texts: ShellTexts): void {
  for (const ns of SHELL_NAMESPACES) addTexts(locale, ns, texts[ns]);
}

/** One namespace's texts in one language, before or after init (tests add the lazy namespaces this way). */
export function addTexts(locale: Locale, ns: string, texts: object): void {
  if (!i18n.isInitialized) {
    early[locale] = { ...early[locale], [ns]: texts } as Resource[string];
    return;
  }
  i18n.addResourceBundle(locale, ns, texts, true, true);
}

export async function loadShellTexts(locale: Locale): Promise<void> {
  // Whether this language's shell is there, asked of i18next once it runs: i18next keeps `early` as its
  // store, so a lazy namespace added for both languages (the landing's lower part) makes `early.en` exist
  // without the English shell.
  const loaded = i18n.isInitialized
    ? i18n.hasResourceBundle(locale, 'common')
    : Boolean(early[locale]?.common);
  if (loaded) return;
  addShellTexts(locale, (await SHELL[locale]()).default);
}

/** Initialises i18next once, with the shell texts loaded so far (`loadShellTexts` first). */
export function initI18n(locale: Locale): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: early,
      lng: locale,
      fallbackLng: 'en',
      defaultNS: 'common',
      ns: [...SHELL_NAMESPACES],
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

/** Switches the interface language, fetching its texts first when this visitor has not needed them yet. */
export async function switchLanguage(locale: Locale): Promise<void> {
  await loadShellTexts(locale);
  await i18n.changeLanguage(locale);
}

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export { i18n };

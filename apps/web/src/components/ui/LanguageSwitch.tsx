import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../lib/i18n.ts';
import { LOCALES, type Locale, storeLocale } from '../../lib/locale.ts';

/** A two-option segmented control; the choice is stored and wins over every other source next time. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Locale;
  const choose = (locale: Locale) => {
    void switchLanguage(locale);
    storeLocale(locale);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend box; role=group names the pair
    <div
      role="group"
      aria-label={t('language.label')}
      className="inline-flex rounded-full bg-slate-100 p-1 text-sm"
    >
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={current === locale}
          title={t(`language.${locale}`)}
          onClick={() => choose(locale)}
          className={`rounded-full px-3 py-1 font-semibold uppercase transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
            current === locale ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'
          }`}
        >
          {/* The visible code is part of the accessible name, the full language name completes it. */}
          {locale === 'uk' ? 'UA' : 'EN'}
          <span className="sr-only"> {t(`language.${locale}`)}</span>
        </button>
      ))}
    </div>
  );
}

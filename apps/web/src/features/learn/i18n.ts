import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import en from '../../locales/en/learn.json';
import uk from '../../locales/uk/learn.json';

/**
 * The learning area's texts load with its (lazy) code, not with the landing page; they are added to the
 * app's i18next instance the first time a learning screen renders.
 */
export function useLearnTranslation() {
  const { i18n } = useTranslation();
  register(i18n);
  return useTranslation('learn');
}

function register(i18n: I18n): void {
  if (!i18n.hasResourceBundle('en', 'learn')) {
    i18n.addResourceBundle('en', 'learn', en);
    i18n.addResourceBundle('uk', 'learn', uk);
  }
}

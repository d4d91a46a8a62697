import type { i18n as I18n } from 'i18next';

let loading: Promise<void> | null = null;

/**
 * The `admin` namespace (en, uk) ships in the admin chunk only: learners never download it. The app's
 * i18next instance is handed in by the route that loads this chunk, so the chunk holds only JSON.
 */
export function loadAdminTexts(i18n: Pick<I18n, 'addResourceBundle'>): Promise<void> {
  loading ??= Promise.all([
    import('../../locales/en/admin.json'),
    import('../../locales/uk/admin.json'),
  ]).then(([en, uk]) => {
    i18n.addResourceBundle('en', 'admin', en.default, true, true);
    i18n.addResourceBundle('uk', 'admin', uk.default, true, true);
  });
  return loading;
}

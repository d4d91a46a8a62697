import i18n from 'i18next';

let loading: Promise<void> | null = null;

/** The `admin` namespace (en, uk) ships in the admin chunk only: learners never download it. */
export function loadAdminTexts(): Promise<void> {
  loading ??= Promise.all([
    import('../../locales/en/admin.json'),
    import('../../locales/uk/admin.json'),
  ]).then(([en, uk]) => {
    i18n.addResourceBundle('en', 'admin', en.default, true, true);
    i18n.addResourceBundle('uk', 'admin', uk.default, true, true);
  });
  return loading;
}

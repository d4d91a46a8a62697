import i18n from 'i18next';

let loading: Promise<void> | null = null;

/** The app initialises i18next after choosing the language, which can finish after a route starts loading. */
const initialised = (): Promise<void> =>
  i18n.isInitialized
    ? Promise.resolve()
    : new Promise((resolve) => {
        const done = () => {
          i18n.off('initialized', done);
          resolve();
        };
        i18n.on('initialized', done);
      });

/**
 * The `learning` namespace (en, uk) loads with the learning screens, not with the landing page: it keeps
 * about 6 KB gzipped out of the landing's budget. Every learning route waits for it before rendering.
 */
export function loadLearningTexts(): Promise<void> {
  loading ??= Promise.all([
    import('../locales/en/learning.json'),
    import('../locales/uk/learning.json'),
    initialised(),
  ]).then(([en, uk]) => {
    i18n.addResourceBundle('en', 'learning', en.default, true, true);
    i18n.addResourceBundle('uk', 'learning', uk.default, true, true);
  });
  return loading;
}

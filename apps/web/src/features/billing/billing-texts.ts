import i18n from 'i18next';

let loading: Promise<void> | null = null;

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
 * The `billing` namespace (en, uk) loads with the purchase screens and modals, not with the landing
 * page's entry bundle. Every billing screen and overlay waits for it before rendering.
 */
export function loadBillingTexts(): Promise<void> {
  loading ??= Promise.all([
    import('../../locales/en/billing.json'),
    import('../../locales/uk/billing.json'),
    initialised(),
  ]).then(([en, uk]) => {
    i18n.addResourceBundle('en', 'billing', en.default, true, true);
    i18n.addResourceBundle('uk', 'billing', uk.default, true, true);
  });
  return loading;
}

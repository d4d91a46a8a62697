import { loadNamespace } from '../../lib/lazy-texts.ts';

/**
 * The `billing` namespace (en, uk) loads with the purchase screens and modals, not with the landing
 * page's entry bundle. Every billing screen and overlay waits for it before rendering.
 */
export const loadBillingTexts = (): Promise<void> =>
  loadNamespace('billing', {
    en: () => import('../../locales/en/billing.json'),
    uk: () => import('../../locales/uk/billing.json'),
  });

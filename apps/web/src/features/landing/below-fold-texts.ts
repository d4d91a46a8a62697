import { loadTexts } from '../../lib/lazy-texts.ts';

/** The landing page's texts below its first screen (demo, how it works, pricing, FAQ, contact), en and uk. */
export const loadBelowFoldTexts = (): Promise<void> =>
  loadTexts('landing-more', 'landing', {
    en: () => import('../../locales/en/landing-more.json'),
    uk: () => import('../../locales/uk/landing-more.json'),
  });

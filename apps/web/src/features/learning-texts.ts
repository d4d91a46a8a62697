import { loadNamespace } from '../lib/lazy-texts.ts';

/**
 * The `learning` namespace (en, uk) loads with the learning screens, not with the landing page: it keeps
 * about 6 KB gzipped out of the landing's budget. Every learning route waits for it before rendering.
 */
export const loadLearningTexts = (): Promise<void> =>
  loadNamespace('learning', {
    en: () => import('../locales/en/learning.json'),
    uk: () => import('../locales/uk/learning.json'),
  });

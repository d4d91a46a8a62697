import { loadNamespace } from '../../lib/lazy-texts.ts';

/** The `admin` namespace (en, uk) ships in the admin chunks only: learners never download it. */
export const loadAdminTexts = (): Promise<void> =>
  loadNamespace('admin', {
    en: () => import('../../locales/en/admin.json'),
    uk: () => import('../../locales/uk/admin.json'),
  });

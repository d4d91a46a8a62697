import { loadNamespace } from '../../lib/lazy-texts.ts';

/**
 * The `auth` namespace (en, uk: sign-in, onboarding, profile) loads with the sign-in modal and the account
 * pages, not with the landing page: about 2 KB gzipped of Ukrainian a first visitor does not read until they
 * sign in. Every screen and overlay that uses it waits for it before rendering.
 */
export const loadAuthTexts = (): Promise<void> =>
  loadNamespace('auth', {
    en: () => import('../../locales/en/auth.json'),
    uk: () => import('../../locales/uk/auth.json'),
  });

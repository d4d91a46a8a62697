/**
 * The support address learners write to. The server writes its configured SUPPORT_EMAIL into the page
 * (`<meta name="gw-support">`), so one setting changes it everywhere; the default is for the dev server.
 */
const DEFAULT_SUPPORT_EMAIL = 'support@gapwise.app';

export const SUPPORT_EMAIL =
  (typeof document !== 'undefined' &&
    document.querySelector<HTMLMetaElement>('meta[name="gw-support"]')?.content) ||
  DEFAULT_SUPPORT_EMAIL;

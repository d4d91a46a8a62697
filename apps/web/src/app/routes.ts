/**
 * The named routes of both specs. Code links by name (`pathTo('hub.exercises', {...})`), so a path can
 * change in one place. `title` is a key in the common namespace, applied after every navigation.
 */
export const ROUTES = {
  home: { path: '/', title: 'titles.home' },
  demo: { path: '/demo', title: 'titles.demo' },
  hub: { path: '/hub', title: 'titles.hub' },
  'hub.sections': { path: '/hub/sections', title: 'titles.hub' },
  'hub.exercises': { path: '/hub/sections/:sectionSlug/:topicSlug', title: 'titles.hub' },
  'hub.review': { path: '/hub/review', title: 'titles.review' },
  'hub.progress': { path: '/hub/progress', title: 'titles.progress' },
  'hub.paywall': { path: '/hub/paywall', title: 'titles.paywall' },
  'hub.payment-history': { path: '/hub/payment-history', title: 'titles.paymentHistory' },
  playground: { path: '/playground', title: 'titles.playground' },
  'playground.exercises': { path: '/playground/:sectionSlug/:topicSlug', title: 'titles.playground' },
  tutorial: { path: '/tutorial', title: 'titles.tutorial' },
  signin: { path: '/signin', title: 'titles.signin' },
  'signin.plan': { path: '/signin/plan/:plan', title: 'titles.plan' },
  'signin.success': { path: '/signin/success/:plan?', title: 'titles.signinSuccess' },
  onboarding: { path: '/onboarding', title: 'titles.onboarding' },
  profile: { path: '/profile', title: 'titles.profile' },
  'public.privacy-policy': { path: '/public/privacy-policy', title: 'titles.privacy' },
  'public.terms-of-services': { path: '/public/terms-of-services', title: 'titles.terms' },
  'public.offer': { path: '/public/offer', title: 'titles.offer' },
  'public.payment-success': { path: '/public/payment-success', title: 'titles.paymentSuccess' },
  'public.payment-error': { path: '/public/payment-error/:orderId', title: 'titles.paymentError' },
  'public.payment-status': { path: '/public/payment-status/:orderId', title: 'titles.paymentStatus' },
  admin: { path: '/admin', title: 'titles.admin' },
} as const;

export type RouteName = keyof typeof ROUTES;

export interface RouteHandle {
  name: RouteName;
  title: string;
}

export const handle = (name: RouteName): RouteHandle => ({ name, title: ROUTES[name].title });

/** Fills `:param` and `:param?` segments; a missing optional parameter drops its segment. */
export function pathTo(name: RouteName, params: Record<string, string | undefined> = {}): string {
  const filled = ROUTES[name].path.replace(/\/:(\w+)(\?)?/g, (_match, key: string, optional?: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`pathTo(${name}): missing parameter ${key}`);
    }
    return `/${encodeURIComponent(value)}`;
  });
  return filled || '/';
}

export const PRODUCT_NAME = 'Gapwise';

/** "Gapwise | <page title>", the pattern the exercise screen uses too ("Gapwise | Section: Topic"). */
export const documentTitle = (pageTitle: string | null): string =>
  pageTitle ? `${PRODUCT_NAME} | ${pageTitle}` : PRODUCT_NAME;

import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { handle, ROUTES, type RouteName } from '../app/routes.ts';
import { guarded } from './guards/guarded.tsx';

/** A named route whose screen is its own chunk, loaded when first opened. */
const lazyRoute = (name: RouteName, load: () => Promise<ComponentType>): RouteObject => ({
  path: ROUTES[name].path,
  handle: handle(name),
  lazy: async () => ({ Component: await load() }),
});

const loadLanding = async () => (await import('./landing/LandingPage.tsx')).LandingPage;
// Most first visits open the landing page: fetch its chunk while the app is still choosing the language.
if (typeof window !== 'undefined' && window.location.pathname === '/') void loadLanding();

const loadAuthTexts = () => import('./auth/auth-texts.ts').then((m) => m.loadAuthTexts());
/** A sign-in or account page: its chunk and the sign-in texts together. */
const accountRoute = (name: RouteName, load: () => Promise<ComponentType>): RouteObject =>
  lazyRoute(name, async () => (await Promise.all([load(), loadAuthTexts()]))[0]);

const loadBillingTexts = () => import('./billing/billing-texts.ts').then((m) => m.loadBillingTexts());
/** A payment page: its chunk and the billing texts together. */
const paymentRoute = (name: RouteName, load: () => Promise<ComponentType>): RouteObject =>
  lazyRoute(name, async () => (await Promise.all([load(), loadBillingTexts()]))[0]);

/** Public site, sign-in, onboarding, profile, legal and payment pages. */
export const publicRoutes: RouteObject[] = [
  // Lazy even for the landing page keeps the entry chunk to the shell; each screen is its own chunk.
  lazyRoute('home', loadLanding),
  { path: '/public', element: <Navigate to={ROUTES['public.terms-of-services'].path} replace /> },
  { path: '/public/tariffs', element: <Navigate to={ROUTES['public.terms-of-services'].path} replace /> },
  lazyRoute('public.privacy-policy', async () => (await import('./legal/PrivacyPage.tsx')).PrivacyPage),
  lazyRoute('public.terms-of-services', async () => (await import('./legal/TermsPage.tsx')).TermsPage),
  lazyRoute('public.offer', async () => (await import('./legal/OfferPage.tsx')).OfferPage),
  guarded(
    ['guest'],
    [
      accountRoute('signin', async () => (await import('./auth/SignInPage.tsx')).SignInPage),
      accountRoute('signin.plan', async () => (await import('./auth/SignInPage.tsx')).SignInPage),
    ],
  ),
  guarded(
    ['auth'],
    [
      accountRoute('signin.success', async () => (await import('./auth/SignInSuccess.tsx')).SignInSuccess),
      accountRoute('profile', async () => (await import('./profile/ProfilePage.tsx')).ProfilePage),
    ],
  ),
  guarded(
    ['auth', 'no-quiz'],
    [
      accountRoute(
        'onboarding',
        async () => (await import('./onboarding/OnboardingPage.tsx')).OnboardingPage,
      ),
    ],
  ),
  guarded(
    ['auth', 'admin'],
    [
      // Its own chunks (page, texts): learners never download the admin area.
      lazyRoute('admin', async () => {
        const [page, texts, learning] = await Promise.all([
          import('./admin/AdminPage.tsx'),
          import('./admin/admin-texts.ts'),
          import('./learning-texts.ts'),
        ]);
        // The learning texts hold the shared Modal's close label.
        await Promise.all([learning.loadLearningTexts(), texts.loadAdminTexts()]);
        return page.AdminPage;
      }),
    ],
  ),
  guarded(
    ['auth'],
    [
      paymentRoute(
        'public.payment-status',
        async () => (await import('./billing/PaymentStatusPage.tsx')).PaymentStatusPage,
      ),
      paymentRoute(
        'public.payment-success',
        async () => (await import('./billing/PaymentSuccessPage.tsx')).PaymentSuccessPage,
      ),
    ],
  ),
  paymentRoute(
    'public.payment-error',
    async () => (await import('./billing/PaymentErrorPage.tsx')).PaymentErrorPage,
  ),
];

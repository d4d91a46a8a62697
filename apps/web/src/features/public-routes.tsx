import { Navigate, type RouteObject } from 'react-router';
import { pendingRoute } from '../app/pending-route.tsx';
import { handle, ROUTES } from '../app/routes.ts';

/** Public site, sign-in, onboarding, profile, legal and payment pages. */
export const publicRoutes: RouteObject[] = [
  {
    path: ROUTES.home.path,
    handle: handle('home'),
    // Lazy even for the landing page keeps the entry chunk to the shell; each screen is its own chunk.
    lazy: async () => ({ Component: (await import('./landing/LandingPage.tsx')).LandingPage }),
  },
  { path: '/public', element: <Navigate to={ROUTES['public.terms-of-services'].path} replace /> },
  { path: '/public/tariffs', element: <Navigate to={ROUTES['public.terms-of-services'].path} replace /> },
  ...(
    [
      'signin',
      'signin.plan',
      'signin.success',
      'onboarding',
      'profile',
      'public.privacy-policy',
      'public.terms-of-services',
      'public.offer',
      'public.payment-success',
      'public.payment-error',
      'public.payment-status',
      'admin',
    ] as const
  ).map(pendingRoute),
];

import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PendingPage } from '../components/PendingPage.tsx';
import { RootLayout } from './RootLayout.tsx';
import { handle, ROUTES, type RouteName } from './routes.ts';

/** Screens that later issues build (hub, sign-in, commerce, admin) show an honest "being built" page. */
const pending = (name: RouteName): RouteObject => ({
  path: ROUTES[name].path,
  handle: handle(name),
  element: <PendingPage />,
});

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: ROUTES.home.path,
        handle: handle('home'),
        // Lazy even for the landing page keeps the entry chunk to the shell; each screen is its own chunk.
        lazy: async () => ({ Component: (await import('../features/landing/LandingPage.tsx')).LandingPage }),
      },
      {
        path: ROUTES.hub.path,
        handle: handle('hub'),
        element: <Navigate to={ROUTES['hub.sections'].path} replace />,
      },
      { path: '/public', element: <Navigate to={ROUTES['public.terms-of-services'].path} replace /> },
      { path: '/public/tariffs', element: <Navigate to={ROUTES['public.terms-of-services'].path} replace /> },
      ...(
        [
          'demo',
          'hub.sections',
          'hub.exercises',
          'hub.paywall',
          'hub.payment-history',
          'playground',
          'playground.exercises',
          'tutorial',
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
      ).map(pending),
      { path: '*', element: <Navigate to={ROUTES.home.path} replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routeObjects);

import { Navigate, type RouteObject } from 'react-router';
import { pendingRoute } from '../app/pending-route.tsx';
import { handle, ROUTES } from '../app/routes.ts';

/** Hub, exercise sessions, demo, tutorial and playground; each screen is its own lazy chunk. */
export const learningRoutes: RouteObject[] = [
  {
    path: ROUTES.hub.path,
    handle: handle('hub'),
    element: <Navigate to={ROUTES['hub.sections'].path} replace />,
  },
  {
    path: ROUTES['hub.sections'].path,
    handle: handle('hub.sections'),
    lazy: async () => ({ Component: (await import('./learn/HubPage.tsx')).HubPage }),
  },
  {
    path: ROUTES['hub.exercises'].path,
    handle: handle('hub.exercises'),
    lazy: async () => ({ Component: (await import('./learn/SessionPage.tsx')).HubSessionPage }),
  },
  {
    path: ROUTES.demo.path,
    handle: handle('demo'),
    lazy: async () => ({ Component: (await import('./learn/DemoPage.tsx')).DemoPage }),
  },
  ...(['hub.paywall', 'hub.payment-history', 'playground', 'playground.exercises', 'tutorial'] as const).map(
    pendingRoute,
  ),
];

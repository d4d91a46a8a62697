import { Navigate, type RouteObject } from 'react-router';
import { pendingRoute } from '../app/pending-route.tsx';
import { handle, ROUTES } from '../app/routes.ts';

/** Hub, exercise sessions, demo, tutorial and playground. */
export const learningRoutes: RouteObject[] = [
  {
    path: ROUTES.hub.path,
    handle: handle('hub'),
    element: <Navigate to={ROUTES['hub.sections'].path} replace />,
  },
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
    ] as const
  ).map(pendingRoute),
];

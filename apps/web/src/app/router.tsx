import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { learningRoutes } from '../features/learning-routes.tsx';
import { publicRoutes } from '../features/public-routes.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { ROUTES } from './routes.ts';

/**
 * The route table. Each area lists its own routes (public site and accounts; learning area), so the
 * areas grow without touching each other; this file only composes them.
 */
export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // A screen that fails to load or render shows a recoverable screen inside the layout (its
        // overlays stay), not a blank page.
        errorElement: <RouteError />,
        children: [
          ...publicRoutes,
          ...learningRoutes,
          { path: '*', element: <Navigate to={ROUTES.home.path} replace /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routeObjects);

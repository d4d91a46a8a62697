import type { RouteObject } from 'react-router';
import { PendingPage } from '../components/PendingPage.tsx';
import { handle, ROUTES, type RouteName } from './routes.ts';

/** A named route whose screen is not built yet: an honest "being built" page. */
export const pendingRoute = (name: RouteName): RouteObject => ({
  path: ROUTES[name].path,
  handle: handle(name),
  element: <PendingPage />,
});

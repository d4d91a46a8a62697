import type { RouteObject } from 'react-router';
import { Guard, type GuardRule } from './Guard.tsx';

/** Wraps routes in a pathless layout route that applies the guards before any of them renders. */
export const guarded = (rules: readonly GuardRule[], children: RouteObject[]): RouteObject => ({
  element: <Guard rules={rules} />,
  children,
});

import type { User } from '@gapwise/contracts/constants';
import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { RETURN_PARAM, safeReturnPath, withReturnPath } from '../../lib/return-path.ts';
import { useSession } from '../../lib/session.tsx';
import { SessionLoader } from './SessionLoader.tsx';

/**
 * The route guards (docs/product-rules.md#routes-and-guards), applied in the order given.
 * - guest: signed-in users are sent to the hub (checked when the page opens, so signing in on the page
 *   itself can move on to its own next step)
 * - auth: visitors go to sign-in, which brings them back to `from` (the page they asked for); a learner
 *   who has just logged out goes home (spec: logout goes home)
 * - quiz: users without a quiz string go to onboarding; no-quiz: users with one go to the hub (or to the
 *   page a ?next= parameter names, as guest does)
 * - not-premium: premium users go home (purchase pages); admin: non-admins go home
 */
export type GuardRule = 'guest' | 'auth' | 'quiz' | 'no-quiz' | 'not-premium' | 'admin';

export function redirectFor(
  rules: readonly GuardRule[],
  user: User | null,
  entryUser: User | null,
  {
    loggedOut = false,
    from,
    next,
  }: {
    loggedOut?: boolean;
    from?: string;
    /** A safe return path carried by this page (?next=): where "to the hub" goes instead. */
    next?: string | null;
  } = {},
): string | null {
  const onward = next ?? pathTo('hub');
  for (const rule of rules) {
    if (rule === 'guest' && entryUser) return onward;
    if (rule === 'auth' && !user) return loggedOut ? pathTo('home') : withReturnPath(pathTo('signin'), from);
    if (!user) continue;
    if (rule === 'quiz' && !user.quizString) return pathTo('onboarding');
    // Straight to the sections (not /hub, which redirects again): the onboarding page moves on to the
    // same address when it saves, and two navigations to one place cannot race.
    if (rule === 'no-quiz' && user.quizString) return next ?? pathTo('hub.sections');
    if (rule === 'not-premium' && user.isPremium) return pathTo('home');
    if (rule === 'admin' && user.role !== 'admin') return pathTo('home');
  }
  return null;
}

export function Guard({ rules }: { rules: readonly GuardRule[] }) {
  const { status, user, loggedOut } = useSession();
  const location = useLocation();
  // Who was signed in when this page was entered (guards wait for the session, at most 30 s). React keeps
  // one Guard instance across sibling guarded groups (same element type at the same place), so the entry
  // belongs to a path: a user remembered on /hub must not follow a logout to /signin, where the guest rule
  // would send them back to /hub, and the auth rule to /signin again, without end.
  const entry = useRef<{ path: string; user: User | null } | null>(null);
  const loading = status === 'loading';
  if (!loading && entry.current?.path !== location.pathname)
    entry.current = { path: location.pathname, user };
  const from = location.pathname + location.search;
  // Onboarding saved with ?next=: this guard and the page itself both move on, to the same place.
  const next = safeReturnPath(new URLSearchParams(location.search).get(RETURN_PARAM));
  const target = loading
    ? null
    : redirectFor(rules, user, entry.current?.user ?? null, { loggedOut, from, next });
  if (target) return <Navigate to={target} replace state={{ from }} />;
  return (
    <>
      {!loading && <Outlet />}
      <SessionLoader done={!loading} />
    </>
  );
}

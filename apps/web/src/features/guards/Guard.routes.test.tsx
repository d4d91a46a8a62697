import type { User } from '@gapwise/contracts/constants';
import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../lib/session.tsx';
import { guarded } from './guarded.tsx';

// The session is the only input of the guards; a test drives it by hand (signed in, then logged out).
type State = Pick<Session, 'status' | 'user'> & { loggedOut?: boolean };
const store = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  type Value = { status: string; user: unknown; loggedOut?: boolean };
  let state: Value = { status: 'loading', user: null };
  return {
    get: () => state,
    set: (next: Value) => {
      state = next;
      for (const l of listeners) l();
    },
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
});
vi.mock('../../lib/session.tsx', () => ({
  useSession: () => useSyncExternalStore(store.subscribe, store.get),
}));
const setSession = (next: State) => act(() => store.set(next));

const anna: User = {
  _id: 'u1',
  name: 'Anna',
  email: 'anna@example.com',
  isPremium: false,
  role: 'user',
  locale: 'en',
  quizString: '{"goal":"work"}',
  lastPayment: null,
  premiumUntil: null,
  sectionRecords: {},
};

function renderRoutes(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      guarded(['guest'], [{ path: '/signin', element: <p>sign in</p> }]),
      guarded(['auth', 'quiz'], [{ path: '/hub', element: <p>hub</p> }]),
      guarded(['auth'], [{ path: '/profile', element: <p>profile</p> }]),
    ],
    { initialEntries: [path] },
  );
  const paths: string[] = [];
  router.subscribe((state) => paths.push(state.location.pathname));
  render(<RouterProvider router={router} />);
  return { router, paths };
}

beforeEach(() => {
  store.set({ status: 'loading', user: null });
});

describe('Guard across sibling guarded groups', () => {
  it('does not carry the user remembered on /hub to /signin when the session ends there (no /hub ⇄ /signin loop)', async () => {
    // A reload on /hub: the session is restored while the hub is open, so the hub remembers Anna.
    const { router, paths } = renderRoutes('/hub');
    setSession({ status: 'signed-in', user: anna });
    expect(await screen.findByText('hub')).toBeInTheDocument();

    // The session ends on the hub (a refused token).
    setSession({ status: 'visitor', user: null });
    expect(await screen.findByText('sign in')).toBeInTheDocument();
    // Let any further redirects run: the sign-in page must stay put.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.pathname).toBe('/signin');
    expect(paths).toEqual(['/signin']);
  });

  it('sends a learner who logs out while a guarded page is still shown home, and keeps them there', async () => {
    const { router, paths } = renderRoutes('/hub');
    setSession({ status: 'signed-in', user: anna });
    expect(await screen.findByText('hub')).toBeInTheDocument();
    setSession({ status: 'visitor', user: null, loggedOut: true });
    expect(await screen.findByText('home')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.pathname).toBe('/');
    expect(paths).toEqual(['/']);
  });

  it('still sends a user who was signed in on entering /signin to the hub', async () => {
    store.set({ status: 'signed-in', user: anna });
    const { router } = renderRoutes('/profile');
    expect(await screen.findByText('profile')).toBeInTheDocument();
    await act(() => router.navigate('/signin'));
    expect(await screen.findByText('hub')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hub');
  });

  it('lets a visitor who signs in on /signin stay there (the page moves on by itself)', async () => {
    store.set({ status: 'visitor', user: null });
    const { router } = renderRoutes('/signin');
    expect(await screen.findByText('sign in')).toBeInTheDocument();
    setSession({ status: 'signed-in', user: anna });
    expect(router.state.location.pathname).toBe('/signin');
  });
});

import type { User } from '@gapwise/contracts';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { api, configureApiClient } from './api-client.ts';

/**
 * The signed-in state. The access token lives only in memory (DECISIONS "Sessions"); an HttpOnly refresh
 * cookie brings it back after a reload through POST /api/auth/refresh. A 401 from any call logs out.
 */
export type SessionStatus = 'loading' | 'signed-in' | 'visitor';

export interface LoginResult {
  accessToken: string;
  accessTokenExpiresAt: string;
  user: User;
}

export interface Session {
  status: SessionStatus;
  user: User | null;
  /** The session was ended by the learner (logout), not by an expired or refused token. */
  loggedOut: boolean;
  /** Store a successful login (from e-mail code or Google). */
  signIn: (login: LoginResult) => void;
  /** Replace the user after a call that answers the updated user (e.g. saving stars). */
  setUser: (user: User) => void;
  logout: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

let accessToken: string | null = null;

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [user, setUserState] = useState<User | null>(null);
  const [loggedOut, setLoggedOut] = useState(false);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    accessToken = null;
    if (refreshTimer.current) clearTimeout(refreshTimer.current);
    setUserState(null);
    setStatus('visitor');
  }, []);

  const signIn = useCallback(
    (login: LoginResult) => {
      accessToken = login.accessToken;
      setLoggedOut(false);
      setUserState(login.user);
      setStatus('signed-in');
      // Renew a minute before the access token runs out, while the tab is open.
      const ms = new Date(login.accessTokenExpiresAt).getTime() - Date.now() - 60_000;
      if (refreshTimer.current) clearTimeout(refreshTimer.current);
      refreshTimer.current = setTimeout(
        () => {
          void api
            .post<LoginResult>('/auth/refresh')
            .then((r) => (r.isSuccess ? signIn(r.content) : clear()));
        },
        Math.max(5_000, ms),
      );
    },
    [clear],
  );

  const logout = useCallback(async () => {
    await api.post('/auth/logout');
    // Guards send a learner who logged out home, not to sign-in (the screen they left may still be
    // rendered when the session ends: router updates render in a transition).
    setLoggedOut(true);
    clear();
  }, [clear]);

  useEffect(() => {
    configureApiClient({ getToken: () => accessToken, onUnauthorized: clear });
    let cancelled = false;
    // Guards wait for this check, at most 30 s (accounts-and-commerce §2).
    const timeout = setTimeout(() => !cancelled && clear(), 30_000);
    void api.post<LoginResult>('/auth/refresh').then((result) => {
      clearTimeout(timeout);
      if (cancelled) return;
      if (result.isSuccess) signIn(result.content);
      else clear();
    });
    return () => {
      cancelled = true;
      clearTimeout(timeout);
    };
  }, [clear, signIn]);

  const value = useMemo<Session>(
    () => ({ status, user, loggedOut, signIn, setUser: setUserState, logout }),
    [status, user, loggedOut, signIn, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** How another screen asks for the sign-in modal (the tariffs modal does, to buy after registering). */
export interface SignInModalRequest {
  view?: 'login' | 'register';
  email?: string;
  /** Where to go after signing in; else `onSuccess` runs; else the hub. */
  redirectTo?: string;
  onSuccess?: (user: User) => void;
}

const modalListeners = new Set<(request: SignInModalRequest) => void>();

export function openSignInModal(request: SignInModalRequest = {}): void {
  for (const listener of modalListeners) listener(request);
}

/** The overlay host listens here; returns the unsubscribe function. */
export function onSignInModalRequest(listener: (request: SignInModalRequest) => void): () => void {
  modalListeners.add(listener);
  return () => modalListeners.delete(listener);
}

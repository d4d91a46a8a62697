import type { LoginResult, User } from '@gapwise/contracts/constants';
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
import { callApi } from './api.ts';
import { configureApiClient } from './api-client.ts';
import { announceLogout, onSessionMessage, refreshSession, sessionIsGone } from './shared-refresh.ts';

/**
 * The signed-in state. The access token lives only in memory (DECISIONS "Sessions"); an HttpOnly refresh
 * cookie brings it back after a reload through POST /api/auth/refresh, made once for all tabs
 * (shared-refresh.ts). A call refused with 401 is retried after one shared refresh; only a refused refresh
 * logs out (api-client.ts holds that rule).
 */
export type SessionStatus = 'loading' | 'signed-in' | 'visitor';

export type { LoginResult };

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

/** A refresh that could not be made (offline, a busy server) is tried again after this long. */
const RETRY_REFRESH_MS = 30_000;

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
      // Renew a minute before the access token runs out, while the tab is open. Another tab's refresh
      // arrives as a message and signs in here again, which moves this timer on.
      const schedule = (ms: number) => {
        if (refreshTimer.current) clearTimeout(refreshTimer.current);
        refreshTimer.current = setTimeout(() => {
          void refreshSession().then((r) => {
            if (r.isSuccess) signIn(r.content);
            else if (sessionIsGone(r)) clear();
            else schedule(RETRY_REFRESH_MS);
          });
        }, ms);
      };
      schedule(Math.max(5_000, new Date(login.accessTokenExpiresAt).getTime() - Date.now() - 60_000));
    },
    [clear],
  );

  const logout = useCallback(async () => {
    await callApi('auth.logout');
    announceLogout();
    // Guards send a learner who logged out home, not to sign-in (the screen they left may still be
    // rendered when the session ends: router updates render in a transition).
    setLoggedOut(true);
    clear();
  }, [clear]);

  useEffect(() => {
    configureApiClient({
      getToken: () => accessToken,
      onUnauthorized: clear,
      renew: async () => {
        const result = await refreshSession();
        if (result.isSuccess) {
          signIn(result.content);
          return result.content.accessToken;
        }
        return sessionIsGone(result) ? 'gone' : null;
      },
    });
    const unsubscribe = onSessionMessage((message) => {
      if (message.type === 'refreshed') signIn(message.login);
      else {
        setLoggedOut(true);
        clear();
      }
    });
    let cancelled = false;
    // Guards wait for this check, at most 30 s (docs/product-rules.md#sizes-and-timings).
    const timeout = setTimeout(() => !cancelled && clear(), 30_000);
    void refreshSession().then((result) => {
      clearTimeout(timeout);
      if (cancelled) return;
      if (result.isSuccess) signIn(result.content);
      else clear();
    });
    return () => {
      cancelled = true;
      clearTimeout(timeout);
      unsubscribe();
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

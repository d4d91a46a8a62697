import type { LoginResult } from '@gapwise/contracts/constants';
import { callApi } from './api.ts';
import type { ApiResult } from './api-client.ts';

/**
 * One token refresh for all of a learner's tabs. The refresh cookie rotates on every use, so tabs that
 * each refresh on their own timer multiply rotations and race one another. Here a Web Lock lets one tab
 * refresh at a time, and a BroadcastChannel hands its answer (the new access token) to the others, which
 * take it instead of refreshing again. Browsers without either still work: the server's grace window
 * answers a cookie traded moments ago with the same new session.
 */
const LOCK = 'gapwise:refresh';
const CHANNEL = 'gapwise:session';
/** An answer another tab got this recently is taken instead of refreshing again. */
export const SHARED_FRESH_MS = 20_000;

export type SessionMessage = { type: 'refreshed'; login: LoginResult; at: number } | { type: 'logged-out' };

let channel: BroadcastChannel | null | undefined;
let latest: { login: LoginResult; at: number } | null = null;
let inFlight: Promise<ApiResult<LoginResult>> | null = null;
const listeners = new Set<(message: SessionMessage) => void>();

function sessionChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  if (channel) {
    channel.onmessage = (event: MessageEvent<SessionMessage>) => {
      const message = event.data;
      if (message?.type === 'refreshed') latest = { login: message.login, at: message.at };
      if (message?.type === 'logged-out') latest = null;
      for (const listener of listeners) listener(message);
    };
  }
  return channel;
}

/** Messages from the learner's other tabs (a refresh they made, a logout). Returns the unsubscribe. */
export function onSessionMessage(listener: (message: SessionMessage) => void): () => void {
  sessionChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the other tabs the learner logged out, so they end the session too. */
export function announceLogout(): void {
  latest = null;
  sessionChannel()?.postMessage({ type: 'logged-out' } satisfies SessionMessage);
}

/** A recent answer from another tab whose access token has more than a minute left. */
function recentAnswer(now = Date.now()): LoginResult | null {
  if (!latest || now - latest.at > SHARED_FRESH_MS) return null;
  return new Date(latest.login.accessTokenExpiresAt).getTime() - now > 60_000 ? latest.login : null;
}

async function refreshOnce(): Promise<ApiResult<LoginResult>> {
  const shared = recentAnswer();
  if (shared) return { isSuccess: true, error: null, content: shared };
  const result = await callApi('auth.refresh');
  if (result.isSuccess) {
    const message: SessionMessage = { type: 'refreshed', login: result.content, at: Date.now() };
    latest = { login: result.content, at: message.at };
    sessionChannel()?.postMessage(message);
  }
  return result;
}

/**
 * Trades the refresh cookie for a new access token, once for all tabs: calls made while one is on its way
 * share it, and a tab that waited for another tab's refresh takes that tab's answer.
 */
export function refreshSession(): Promise<ApiResult<LoginResult>> {
  if (inFlight) return inFlight;
  sessionChannel();
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const run = locks ? (async () => await locks.request(LOCK, refreshOnce))() : refreshOnce();
  const shared = run.finally(() => {
    inFlight = null;
  });
  inFlight = shared;
  return shared;
}

/** A refused refresh ends the session; anything else (offline, a busy server) is worth another try. */
export const sessionIsGone = (result: ApiResult<unknown>): boolean =>
  !result.isSuccess && (result.error.code === 'AUTH_REFRESH_INVALID' || result.error.code === 'UNAUTHORIZED');

/** For tests: forget what this tab has heard. */
export function resetSharedRefresh(): void {
  latest = null;
  inFlight = null;
  channel?.close();
  channel = undefined;
  listeners.clear();
}

import type { UserRow } from '../modules/users/users.repository.ts';

/**
 * Live sessions seen in the last few seconds, so a signed-in learner's every request does not cost a
 * database lookup (PGlite runs on one thread). Logout forgets the session here at once; another instance
 * notices a revocation within TTL_MS.
 */
const TTL_MS = 5_000;
/**
 * While the database cannot be reached, a session seen this recently is still honoured from memory, so
 * signed-in learners keep what needs no database (topics, exercises) instead of being answered 503.
 * Logout and revocation on this instance forget the session at once, so they still hold.
 */
export const OUTAGE_GRACE_MS = 15 * 60_000;
const MAX = 10_000;
const cache = new Map<string, { row: UserRow; userId: string; expires: number; seen: number }>();

export function cachedSessionUser(sessionId: string, userId: string, now = Date.now()): UserRow | null {
  const hit = cache.get(sessionId);
  if (!hit || hit.userId !== userId || hit.expires < now) return null;
  return hit.row;
}

export function rememberSessionUser(sessionId: string, userId: string, row: UserRow, now = Date.now()): void {
  if (cache.size >= MAX) cache.clear();
  cache.set(sessionId, { row, userId, expires: now + TTL_MS, seen: now });
}

/** The session's last known user, even past TTL_MS, if seen within OUTAGE_GRACE_MS: only for outages. */
export function recentSessionUser(sessionId: string, userId: string, now = Date.now()): UserRow | null {
  const hit = cache.get(sessionId);
  if (!hit || hit.userId !== userId || now - hit.seen > OUTAGE_GRACE_MS) return null;
  return hit.row;
}

/** Call on logout, refresh-family revocation and any change to the user that access depends on. */
export function forgetSession(sessionId: string): void {
  cache.delete(sessionId);
}

export function forgetUser(userId: string): void {
  for (const [key, value] of cache) if (value.userId === userId) cache.delete(key);
}

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
/**
 * After a user changes, their sessions are not cached again for this long: a change written inside a
 * transaction is invisible to other requests until it commits, and a request that read the old row in
 * that window (or started before the change) must not keep it. Such a user costs a lookup per request for
 * these seconds, nothing more.
 */
export const CHANGE_HOLD_MS = 30_000;
const cache = new Map<string, { row: UserRow; userId: string; expires: number; seen: number }>();
const held = new Map<string, number>();

export function cachedSessionUser(sessionId: string, userId: string, now = Date.now()): UserRow | null {
  const hit = cache.get(sessionId);
  if (!hit || hit.userId !== userId || hit.expires < now) return null;
  return hit.row;
}

export function rememberSessionUser(sessionId: string, userId: string, row: UserRow, now = Date.now()): void {
  const hold = held.get(userId);
  if (hold !== undefined) {
    if (hold > now) return;
    held.delete(userId);
  }
  if (cache.size >= MAX) cache.clear();
  cache.set(sessionId, { row, userId, expires: now + TTL_MS, seen: now });
}

/** The session's last known user, even past TTL_MS, if seen within OUTAGE_GRACE_MS: only for outages. */
export function recentSessionUser(sessionId: string, userId: string, now = Date.now()): UserRow | null {
  const hit = cache.get(sessionId);
  if (!hit || hit.userId !== userId || now - hit.seen > OUTAGE_GRACE_MS) return null;
  return hit.row;
}

/** Call on logout and refresh-family revocation. */
export function forgetSession(sessionId: string): void {
  cache.delete(sessionId);
}

/**
 * Drops the user's cached sessions and holds them out of the cache for CHANGE_HOLD_MS. Only the users
 * module calls this (modules/users/users.service.ts), from the one function every change of role,
 * premium or profile goes through; import-boundaries.test.ts fails on a call from anywhere else.
 */
export function forgetUser(userId: string, now = Date.now()): void {
  for (const [key, value] of cache) if (value.userId === userId) cache.delete(key);
  if (held.size >= MAX) for (const [id, until] of held) if (until <= now) held.delete(id);
  held.set(userId, now + CHANGE_HOLD_MS);
}

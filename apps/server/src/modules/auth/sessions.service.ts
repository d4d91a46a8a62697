import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { forgetSession } from '../../plugins/session-cache.ts';
import { authError } from './auth.errors.ts';
import {
  findSessionById,
  findSessionByRefreshHash,
  insertSession,
  pruneSessions,
  revokeFamily,
  rotateRefreshHash,
} from './sessions.repository.ts';
import { keyedHash, newRefreshToken, signAccessToken } from './tokens.ts';

/** A learner stays signed in for 30 days after their last visit (each refresh extends it). */
export const REFRESH_TTL_MS = 30 * 86_400_000;
/** Old refresh hashes are kept this long to catch a replay; after it a replay is simply refused. */
const RETIRED_KEEP_MS = 2 * 86_400_000;

export interface SessionKeys {
  access: Uint8Array;
  refresh: Uint8Array;
}

export interface IssuedSession {
  userId: string;
  sessionId: string;
  refreshToken: string;
  accessToken: string;
  accessTokenExpiresAt: Date;
}

async function issue(keys: SessionKeys, userId: string, sessionId: string, refreshToken: string, now: Date) {
  const access = await signAccessToken(keys.access, { userId, sessionId }, now);
  return {
    userId,
    sessionId,
    refreshToken,
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt,
  };
}

/** A new session family at login. The family id is the live row's id, which access tokens carry. */
export async function startSession(
  db: Db,
  keys: SessionKeys,
  userId: string,
  userAgent: string | undefined,
  now = new Date(),
): Promise<IssuedSession> {
  const id = randomUUID();
  const refreshToken = newRefreshToken();
  await insertSession(db, {
    id,
    userId,
    familyId: id,
    refreshHash: keyedHash(keys.refresh, refreshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TTL_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return issue(keys, userId, id, refreshToken, now);
}

async function revoke(db: Db, familyId: string, now: Date): Promise<void> {
  for (const id of await revokeFamily(db, familyId, now)) forgetSession(id);
}

/**
 * Trades a refresh token for a new one and a new access token. A token that was already traded (or
 * revoked) is a replay: the whole family ends, so a stolen cookie dies together with the real one.
 */
export async function refreshSession(
  db: Db,
  keys: SessionKeys,
  refreshToken: string | undefined,
  now = new Date(),
): Promise<IssuedSession> {
  if (!refreshToken) throw authError('AUTH_REFRESH_INVALID');
  const row = await findSessionByRefreshHash(db, keyedHash(keys.refresh, refreshToken));
  if (!row) throw authError('AUTH_REFRESH_INVALID');
  if (row.revokedAt || row.expiresAt <= now) {
    await revoke(db, row.familyId, now);
    throw authError('AUTH_REFRESH_INVALID');
  }
  const next = newRefreshToken();
  const rotated = await db.transaction((tx) =>
    rotateRefreshHash(
      tx,
      row,
      {
        id: randomUUID(),
        refreshHash: keyedHash(keys.refresh, next),
        expiresAt: new Date(now.getTime() + REFRESH_TTL_MS),
      },
      now,
    ),
  );
  if (!rotated) {
    // Another request traded this token first: the same replay as above.
    await revoke(db, row.familyId, now);
    throw authError('AUTH_REFRESH_INVALID');
  }
  if (Math.random() < 0.02) {
    await pruneSessions(db, now, new Date(now.getTime() - RETIRED_KEEP_MS)).catch(() => undefined);
  }
  return issue(keys, row.userId, row.id, next, now);
}

/** Logout: ends the family of the bearer's session and of the refresh cookie, whichever are present. */
export async function endSession(
  db: Db,
  keys: SessionKeys,
  sessionId: string | undefined,
  refreshToken: string | undefined,
  now = new Date(),
): Promise<void> {
  const families = new Set<string>();
  if (sessionId) {
    const row = await findSessionById(db, sessionId);
    if (row) families.add(row.familyId);
  }
  if (refreshToken) {
    const row = await findSessionByRefreshHash(db, keyedHash(keys.refresh, refreshToken));
    if (row) families.add(row.familyId);
  }
  for (const family of families) await revoke(db, family, now);
}

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
  type SessionRow,
} from './sessions.repository.ts';
import { keyedHash, newRefreshToken, signAccessToken, successorRefreshToken } from './tokens.ts';

/** A learner stays signed in for 30 days after their last visit (each refresh extends it). */
export const REFRESH_TTL_MS = 30 * 86_400_000;
/** Old refresh hashes are kept this long to catch a replay; after it a replay is simply refused. */
const RETIRED_KEEP_MS = 2 * 86_400_000;
/**
 * How long a just-traded refresh token may be presented again and get the same new session (two tabs
 * refreshing at once, a response lost on a flaky network), as OAuth refresh-token rotation allows.
 * After it, a reuse is treated as theft and ends the family.
 */
export const REFRESH_GRACE_MS = 30_000;

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

/** How many rotations a just-traded token may be behind the live one and still be within grace. */
const GRACE_CHAIN = 4;

/**
 * A token traded within the grace window: the family's current session, if the family is still live and
 * its current token descends from the presented one through rotations each made within the window.
 * One step covers two tabs trading one cookie at once; more steps cover a request that was still on its
 * way while another tab (or a reload) had already rotated again. Anything else is a replay.
 */
async function withinGrace(
  db: Db,
  keys: SessionKeys,
  row: SessionRow,
  refreshToken: string,
  now: Date,
): Promise<IssuedSession | null> {
  const recent = (at: Date | null) => now.getTime() - (at ?? now).getTime() <= REFRESH_GRACE_MS;
  if (!recent(row.revokedAt)) return null;
  const live = await findSessionById(db, row.familyId);
  if (!live || live.revokedAt || live.expiresAt <= now) return null;
  let token = refreshToken;
  for (let step = 0; step < GRACE_CHAIN; step++) {
    token = successorRefreshToken(keys.refresh, token);
    const hash = keyedHash(keys.refresh, token);
    if (live.refreshHash === hash) return issue(keys, live.userId, live.id, token, now);
    // The successor was traded too: follow it only if that trade was also recent and in this family.
    const retired = await findSessionByRefreshHash(db, hash);
    if (!retired || retired.familyId !== row.familyId || !retired.revokedAt || !recent(retired.revokedAt))
      return null;
  }
  return null;
}

/**
 * Trades a refresh token for a new one and a new access token. A token traded again within
 * REFRESH_GRACE_MS gets the same new session; later (or once the family was revoked) it is a replay:
 * the whole family ends, so a stolen cookie dies together with the real one.
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
    const again = row.revokedAt ? await withinGrace(db, keys, row, refreshToken, now) : null;
    if (again) return again;
    await revoke(db, row.familyId, now);
    throw authError('AUTH_REFRESH_INVALID');
  }
  const next = successorRefreshToken(keys.refresh, refreshToken);
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
    // Another request traded this token a moment ago (two tabs): it gets the same new session.
    const again = await withinGrace(db, keys, { ...row, revokedAt: now }, refreshToken, now);
    if (again) return again;
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

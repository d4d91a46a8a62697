import type { LoginResult } from '@gapwise/contracts';
import type { Db } from '../../db/client.ts';
import { presentUser } from '../users/users.presenter.ts';
import { changeUser, findUserById, type UserRow } from '../users/users.service.ts';
import { authError } from './auth.errors.ts';
import { refreshSession, type SessionKeys, startSession } from './sessions.service.ts';

export interface LoginContext {
  db: Db;
  keys: SessionKeys;
  /** Lower-cased e-mails that get the admin role (ADMIN_EMAILS). */
  adminEmails: readonly string[];
}

/**
 * The end of every successful login: the e-mail counts as proven, the admin role follows ADMIN_EMAILS
 * (so removing an address there takes the role away at the next login), and a new session starts.
 */
export async function completeLogin(
  ctx: LoginContext,
  user: UserRow,
  userAgent: string | undefined,
  now = new Date(),
): Promise<{ result: LoginResult; refreshToken: string }> {
  const role = ctx.adminEmails.includes(user.email) ? 'admin' : 'user';
  let row = user;
  if (row.role !== role || !row.verifiedAt) {
    row = await changeUser(ctx.db, row.id, { role, verifiedAt: row.verifiedAt ?? now });
  }
  const session = await startSession(ctx.db, ctx.keys, row.id, userAgent, now);
  return { result: await loginResult(ctx.db, row, session), refreshToken: session.refreshToken };
}

export async function loginResult(
  db: Db,
  row: UserRow,
  session: { accessToken: string; accessTokenExpiresAt: Date },
): Promise<LoginResult> {
  return {
    accessToken: session.accessToken,
    accessTokenExpiresAt: session.accessTokenExpiresAt.toISOString(),
    user: await presentUser(db, row),
  };
}

/** POST /auth/refresh: the refresh cookie traded for a new one, and the login answer with the user. */
export async function refreshLogin(
  db: Db,
  keys: SessionKeys,
  refreshToken: string | undefined,
): Promise<{ result: LoginResult; refreshToken: string }> {
  const session = await refreshSession(db, keys, refreshToken);
  const user = await findUserById(db, session.userId);
  if (!user) throw authError('AUTH_REFRESH_INVALID');
  return { result: await loginResult(db, user, session), refreshToken: session.refreshToken };
}

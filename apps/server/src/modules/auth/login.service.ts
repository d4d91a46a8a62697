import type { LoginResult } from '@gapwise/contracts';
import type { Db } from '../../db/client.ts';
import { forgetUser } from '../../plugins/session-cache.ts';
import { presentUser } from '../users/users.presenter.ts';
import { type UserRow, updateUser } from '../users/users.repository.ts';
import { type SessionKeys, startSession } from './sessions.service.ts';

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
    row = await updateUser(ctx.db, row.id, { role, verifiedAt: row.verifiedAt ?? now });
    forgetUser(row.id);
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

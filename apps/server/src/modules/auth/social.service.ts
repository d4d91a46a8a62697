import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  changeUser,
  findUserByEmail,
  findUserByGoogleSub,
  insertUser,
  type UserRow,
} from '../users/users.service.ts';
import type { GoogleIdentity } from './google.ts';

const NAME_MAX = 50;

const displayName = (identity: GoogleIdentity) =>
  (identity.name?.trim() || identity.email.split('@')[0] || 'Learner').slice(0, NAME_MAX);

/**
 * The account of a verified Google identity: by Google id first, else the account with the same e-mail
 * (now linked, since Google has proven the address), else a new one.
 */
export async function userForGoogle(db: Db, identity: GoogleIdentity): Promise<UserRow> {
  const linked = await findUserByGoogleSub(db, identity.sub);
  if (linked) return linked;
  const byEmail = await findUserByEmail(db, identity.email);
  if (byEmail) {
    if (byEmail.googleSub && byEmail.googleSub !== identity.sub) {
      throw new AppError('CONFLICT', 409, 'This e-mail is linked to another Google account.');
    }
    // An unconfirmed registration carries a name nobody proved; Google's replaces it.
    const name = byEmail.verifiedAt ? byEmail.name : displayName(identity);
    return changeUser(db, byEmail.id, { googleSub: identity.sub, name });
  }
  const locale = identity.locale?.toLowerCase().startsWith('uk') ? 'uk' : 'en';
  const created = await insertUser(db, {
    id: randomUUID(),
    email: identity.email,
    name: displayName(identity),
    locale,
    googleSub: identity.sub,
  });
  // A racing e-mail registration may have won the insert: link it rather than fail.
  return created.googleSub === identity.sub
    ? created
    : changeUser(db, created.id, { googleSub: identity.sub });
}

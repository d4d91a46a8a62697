import type { DbOrTx } from '../../db/client.ts';
import { forgetUser } from '../../plugins/session-cache.ts';
import {
  type NewUser,
  saveQuizStringOnce as saveQuizStringOnceRow,
  setPremiumUntilRow,
  type UserRow,
  updateUser,
} from './users.repository.ts';

/**
 * The users module's face to the rest of the server: other modules and plugins read and change users
 * only through here, never through users.repository.ts.
 *
 * Every write that access depends on (role, premium, verification, profile) goes through `changeUser`
 * or `setPremiumUntil`, which drop the user from the session cache themselves (write-through), so no
 * caller has to remember to. A write inside a transaction is covered too: the cache holds the user out
 * for a while (see CHANGE_HOLD_MS in plugins/session-cache.ts), longer than any transaction here lasts.
 */
export {
  countVerifiedUsers,
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  findUserOfSession,
  insertUser,
  isPremium,
  type NewUser,
  prunePendingUsers,
  type UserRow,
} from './users.repository.ts';

export async function changeUser(
  db: DbOrTx,
  id: string,
  changes: Partial<Omit<NewUser, 'id' | 'createdAt'>>,
): Promise<UserRow> {
  const row = await updateUser(db, id, changes);
  forgetUser(id);
  return row;
}

/** Sets when the user's premium ends (null: not premium); billing decides the date. */
export async function setPremiumUntil(db: DbOrTx, id: string, until: Date | null): Promise<void> {
  await setPremiumUntilRow(db, id, until);
  forgetUser(id);
}

/** Saves the onboarding answers only when none are saved yet (a second save changes nothing). */
export async function saveQuizStringOnce(db: DbOrTx, id: string, quizString: string): Promise<void> {
  await saveQuizStringOnceRow(db, id, quizString);
  forgetUser(id);
}

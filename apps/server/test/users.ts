import { randomUUID } from 'node:crypto';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { sessions, users } from '../src/db/schema/index.ts';
import { signAccessToken } from '../src/modules/auth/tokens.ts';

export interface TestUserOptions {
  premium?: boolean;
  role?: 'user' | 'admin';
  email?: string;
}

/** A user with a live session, straight in the database, and the bearer header to act as them. */
export async function signedInUser(app: App, database: Database, options: TestUserOptions = {}) {
  const id = randomUUID();
  const email = options.email ?? `learner-${id.slice(0, 8)}@example.com`;
  await database.db.insert(users).values({
    id,
    email,
    name: 'Test Learner',
    role: options.role ?? 'user',
    premiumUntil: options.premium ? new Date(Date.now() + 365 * 86_400_000) : null,
    verifiedAt: new Date(),
  });
  const sessionId = randomUUID();
  await database.db.insert(sessions).values({
    id: sessionId,
    userId: id,
    familyId: sessionId,
    refreshHash: `test-${sessionId}`,
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
  });
  const { token } = await signAccessToken(app.keys.access, { userId: id, sessionId });
  return { id, email, sessionId, token, headers: { authorization: `Bearer ${token}` } };
}

import cookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import type { Mailer } from '../adapters/mailer/types.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { emailLoginRoutes } from './auth/email-login.routes.ts';
import { sessionRoutes } from './auth/session.routes.ts';
import { socialLoginRoutes } from './auth/social-login.routes.ts';
import { outboxRoutes } from './dev/outbox.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

export interface AccountRoutesOptions {
  database: Database;
  config: Config;
  mailer: Mailer;
}

/**
 * The accounts area (auth, users, dev outbox) registers its routes here, under /api. Kept apart from
 * app.ts so the accounts module grows without touching the app's composition.
 */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, options) => {
  const { config } = options;
  const { db } = options.database;
  await app.register(cookie);
  const auth = { db, config, mailer: options.mailer };
  await app.register(emailLoginRoutes, auth);
  await app.register(socialLoginRoutes, auth);
  await app.register(sessionRoutes, auth);
  await app.register(usersRoutes, { db });
  if (config.DEV_OUTBOX && !config.SMTP_URL) await app.register(outboxRoutes, { db });
};

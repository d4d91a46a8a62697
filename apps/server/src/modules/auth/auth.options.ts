import type { Mailer } from '../../adapters/mailer/types.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

export interface AuthRoutesOptions {
  db: Db;
  config: Config;
  mailer: Mailer;
}

/** The keys sessions are signed and hashed with (app.keys is decorated by app.ts). */
export const sessionKeys = (app: { keys: { access: Uint8Array; refresh: Uint8Array } }) => ({
  access: app.keys.access,
  refresh: app.keys.refresh,
});

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { meta } from '../db/schema/index.ts';

const KEY = 'auth.generated-secret';

/**
 * The configured AUTH_SECRET, or (outside production) one generated on first start and kept in the
 * database so tokens and code hashes stay valid across restarts and across instances sharing it.
 */
export async function resolveServerSecret(config: Config, db: Db): Promise<string> {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const fresh = randomBytes(32).toString('base64url');
  await db.insert(meta).values({ key: KEY, value: fresh }).onConflictDoNothing();
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, KEY));
  if (!row) throw new Error('could not store the generated server secret');
  return row.value;
}

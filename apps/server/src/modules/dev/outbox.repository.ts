import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

/** Mails of the development outbox, newest first, optionally only those to one address. */
export function listOutbox(db: DbOrTx, to: string | undefined, limit: number) {
  return db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}

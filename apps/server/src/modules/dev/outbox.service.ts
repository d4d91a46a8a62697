import type { Db } from '../../db/client.ts';
import { listOutbox } from './outbox.repository.ts';

/** The development outbox as the API shows it: newest first, times as ISO text. */
export async function outboxMails(db: Db, to: string | undefined, limit: number) {
  const rows = await listOutbox(db, to, limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

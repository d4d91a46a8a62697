import type { DbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';

export type NewEvent = typeof events.$inferInsert;

export async function insertEvents(db: DbOrTx, rows: NewEvent[]): Promise<void> {
  await db.insert(events).values(rows);
}

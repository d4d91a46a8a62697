import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages, exerciseReports } from '../../db/schema/index.ts';

/** Stores a contact-form message; answers its id. */
export async function insertContactMessage(
  db: DbOrTx,
  row: typeof contactMessages.$inferInsert,
): Promise<number | null> {
  const [stored] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
  return stored?.id ?? null;
}

export async function markContactForwarded(db: DbOrTx, id: number, at = new Date()): Promise<void> {
  await db.update(contactMessages).set({ forwardedAt: at }).where(eq(contactMessages.id, id));
}

export async function insertExerciseReport(
  db: DbOrTx,
  row: typeof exerciseReports.$inferInsert,
): Promise<void> {
  await db.insert(exerciseReports).values(row);
}

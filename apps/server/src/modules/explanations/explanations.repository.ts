import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { explanations } from '../../db/schema/index.ts';

export async function findExplanation(db: DbOrTx, key: string): Promise<string | null> {
  const [row] = await db
    .select({ content: explanations.content })
    .from(explanations)
    .where(eq(explanations.key, key));
  return row?.content ?? null;
}

export async function storeExplanation(db: DbOrTx, row: typeof explanations.$inferInsert): Promise<void> {
  await db.insert(explanations).values(row).onConflictDoNothing();
}

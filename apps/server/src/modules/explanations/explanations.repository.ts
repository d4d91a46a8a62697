import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { explanationServes, explanations } from '../../db/schema/index.ts';

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

/** Adds explanations served from the cache (hits) or generated (misses) to a day's counts. */
export async function addServes(
  db: DbOrTx,
  serves: { day: string; provider: string; language: string; hits: number; misses: number },
): Promise<void> {
  await db
    .insert(explanationServes)
    .values(serves)
    .onConflictDoUpdate({
      target: [explanationServes.day, explanationServes.provider, explanationServes.language],
      set: {
        hits: sql`${explanationServes.hits} + ${serves.hits}`,
        misses: sql`${explanationServes.misses} + ${serves.misses}`,
      },
    });
}

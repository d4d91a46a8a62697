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

/** Counts one explanation served, from the cache (hit) or generated (miss), for the admin's hit rate. */
export async function countServe(
  db: DbOrTx,
  serve: { provider: string; language: string; hit: boolean },
  now = new Date(),
): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const hits = serve.hit ? 1 : 0;
  await db
    .insert(explanationServes)
    .values({ day, provider: serve.provider, language: serve.language, hits, misses: 1 - hits })
    .onConflictDoUpdate({
      target: [explanationServes.day, explanationServes.provider, explanationServes.language],
      set: {
        hits: sql`${explanationServes.hits} + ${hits}`,
        misses: sql`${explanationServes.misses} + ${1 - hits}`,
      },
    });
}

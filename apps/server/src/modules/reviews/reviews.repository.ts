import { and, asc, count, eq, gt, inArray, lte, min } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviewItems } from '../../db/schema/index.ts';
import type { CardFields } from './schedule.ts';

export type ReviewItemRow = typeof reviewItems.$inferSelect;

/** The learner's item for an exercise, locked until the transaction ends (two tabs answer in turn). */
export async function lockItemByExercise(
  tx: DbOrTx,
  userId: string,
  exerciseId: string,
): Promise<ReviewItemRow | undefined> {
  const [row] = await tx
    .select()
    .from(reviewItems)
    .where(and(eq(reviewItems.userId, userId), eq(reviewItems.exerciseId, exerciseId)))
    .for('update');
  return row;
}

/** The learner's own item by id, locked; another learner's id reads as absent. */
export async function lockItemById(
  tx: DbOrTx,
  userId: string,
  id: number,
): Promise<ReviewItemRow | undefined> {
  const [row] = await tx
    .select()
    .from(reviewItems)
    .where(and(eq(reviewItems.id, id), eq(reviewItems.userId, userId)))
    .for('update');
  return row;
}

/**
 * Makes sure the row exists (a new card) without touching one that does, so the caller can lock it: two
 * first mistakes on one exercise at once make one row, not a unique-violation error.
 */
export async function ensureItem(
  tx: DbOrTx,
  values: { userId: string; exerciseId: string; topicSlug: string; ruleKey: string | null },
  card: CardFields,
): Promise<void> {
  await tx
    .insert(reviewItems)
    .values({ ...values, ...card })
    .onConflictDoNothing({ target: [reviewItems.userId, reviewItems.exerciseId] });
}

export async function saveCard(
  tx: DbOrTx,
  id: number,
  card: CardFields,
  extra: { errorType?: string | null; updatedAt: Date },
): Promise<ReviewItemRow> {
  const [row] = await tx
    .update(reviewItems)
    .set({ ...card, ...extra })
    .where(eq(reviewItems.id, id))
    .returning();
  if (!row) throw new Error(`review item ${id} vanished while locked`);
  return row;
}

/** How many are due at `now`, and when the first of the rest falls due. */
export async function dueSummary(db: DbOrTx, userId: string, now: Date) {
  const [due] = await db
    .select({ n: count() })
    .from(reviewItems)
    .where(and(eq(reviewItems.userId, userId), lte(reviewItems.due, now)));
  const [next] = await db
    .select({ at: min(reviewItems.due) })
    .from(reviewItems)
    .where(and(eq(reviewItems.userId, userId), gt(reviewItems.due, now)));
  return { due: due?.n ?? 0, nextDue: next?.at ?? null };
}

/** The topics of the learner's items due at `now` (a topic with reviews due is not mastered). */
export async function dueTopicSlugs(db: DbOrTx, userId: string, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ slug: reviewItems.topicSlug })
    .from(reviewItems)
    .where(and(eq(reviewItems.userId, userId), lte(reviewItems.due, now)));
  return rows.map((r) => r.slug);
}

/** Due items, most overdue first (the service filters access, so it reads a margin beyond the limit). */
export async function dueItems(
  db: DbOrTx,
  userId: string,
  now: Date,
  limit: number,
): Promise<ReviewItemRow[]> {
  return db
    .select()
    .from(reviewItems)
    .where(and(eq(reviewItems.userId, userId), lte(reviewItems.due, now)))
    .orderBy(asc(reviewItems.due), asc(reviewItems.id))
    .limit(limit);
}

/** The learner's items for these exercises, due or not, soonest due first. */
export async function itemsOfExercises(
  db: DbOrTx,
  userId: string,
  exerciseIds: string[],
): Promise<ReviewItemRow[]> {
  if (exerciseIds.length === 0) return [];
  return db
    .select()
    .from(reviewItems)
    .where(and(eq(reviewItems.userId, userId), inArray(reviewItems.exerciseId, exerciseIds)))
    .orderBy(asc(reviewItems.due), asc(reviewItems.id));
}

import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sectionRecords } from '../../db/schema/index.ts';

export type SectionRecordRow = typeof sectionRecords.$inferSelect;

/** One learner's record on one topic of one section. */
export interface SectionRecordKey {
  userId: string;
  sectionSlug: string;
  topicSlug: string;
}

const whereKey = ({ userId, sectionSlug, topicSlug }: SectionRecordKey) =>
  and(
    eq(sectionRecords.userId, userId),
    eq(sectionRecords.sectionSlug, sectionSlug),
    eq(sectionRecords.topicSlug, topicSlug),
  );

/** Creates the empty record if there is none yet, then locks it for the rest of the transaction and reads it. */
export async function lockSectionRecord(
  tx: DbOrTx,
  key: SectionRecordKey,
): Promise<SectionRecordRow | undefined> {
  await tx
    .insert(sectionRecords)
    .values({ ...key, stars: 0, attempts: 0 })
    .onConflictDoNothing();
  const [row] = await tx.select().from(sectionRecords).where(whereKey(key)).for('update');
  return row;
}

/** One more attempt on a locked record: the best stars win, the smart counts are replaced by the merged ones. */
export async function addSectionAttempt(
  tx: DbOrTx,
  key: SectionRecordKey,
  stars: number,
  smart: SectionRecordRow['smart'],
): Promise<void> {
  await tx
    .update(sectionRecords)
    .set({
      stars: sql`greatest(${sectionRecords.stars}, ${stars})`,
      smart,
      attempts: sql`${sectionRecords.attempts} + 1`,
      updatedAt: new Date(),
    })
    .where(whereKey(key));
}

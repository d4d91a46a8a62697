import {
  SECTION_RECORDS_MERGE_MAX,
  type SectionRecord,
  type SectionRecords,
  SMART_TOPIC_SLUGS,
  type User,
} from '@gapwise/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { assertOpen, type Viewer } from '../catalogue/access.ts';
import type { ContentState } from '../catalogue/content.state.ts';
import { presentUser } from '../users/users.presenter.ts';
import { findUserById } from '../users/users.service.ts';
import { addSectionAttempt, lockSectionRecord } from './progress.repository.ts';
import { mergeSmart } from './smart.ts';

export { mergeSmart } from './smart.ts';

const SMART = new Set<string>(SMART_TOPIC_SLUGS);

/** The topic exists in that section and this learner may open it (stars only on topics they can practise). */
function assertTopic(content: ContentState, sectionSlug: string, topicSlug: string, viewer: Viewer): void {
  const entry = content.topic(topicSlug);
  if (!entry) throw new AppError('TOPIC_NOT_FOUND', 400, `There is no topic "${topicSlug}".`, 'topicSlug');
  if (entry.section.slug !== sectionSlug)
    throw new AppError(
      'SECTION_NOT_FOUND',
      400,
      `Topic "${topicSlug}" is not in section "${sectionSlug}".`,
      'sectionSlug',
    );
  assertOpen({ ...entry.meta, sectionSlug }, viewer, 'topicSlug');
}

/**
 * Saves one finished session. The row is locked while it is merged, so two tabs saving at once both count:
 * the best stars win and the smart counts add up.
 */
async function saveOne(
  tx: DbOrTx,
  userId: string,
  sectionSlug: string,
  topicSlug: string,
  record: SectionRecord,
) {
  const key = { userId, sectionSlug, topicSlug };
  const row = await lockSectionRecord(tx, key);
  const smart = SMART.has(topicSlug) ? mergeSmart(row?.smart ?? null, record.smart) : (row?.smart ?? null);
  await addSectionAttempt(tx, key, record.stars, smart);
}

export async function saveSectionRecord(
  db: Db,
  content: ContentState,
  userId: string,
  input: { sectionSlug: string; topicSlug: string; sectionRecord: SectionRecord },
  viewer: Viewer,
): Promise<User> {
  assertTopic(content, input.sectionSlug, input.topicSlug, viewer);
  return db.transaction(async (tx) => {
    await saveOne(tx, userId, input.sectionSlug, input.topicSlug, input.sectionRecord);
    return presentFresh(tx, userId);
  });
}

/** Anonymous progress applied at sign-in: all or nothing, same rules as a single save. */
export async function mergeSectionRecords(
  db: Db,
  content: ContentState,
  userId: string,
  records: SectionRecords,
  viewer: Viewer,
): Promise<User> {
  const entries = Object.entries(records).flatMap(([sectionSlug, topics]) =>
    Object.entries(topics).map(([topicSlug, record]) => ({ sectionSlug, topicSlug, record })),
  );
  if (entries.length > SECTION_RECORDS_MERGE_MAX)
    throw new AppError('VALIDATION_FAILED', 400, 'Too many records at once.', 'sectionRecords');
  for (const e of entries) assertTopic(content, e.sectionSlug, e.topicSlug, viewer);
  return db.transaction(async (tx) => {
    for (const e of entries) await saveOne(tx, userId, e.sectionSlug, e.topicSlug, e.record);
    return presentFresh(tx, userId);
  });
}

async function presentFresh(tx: DbOrTx, userId: string): Promise<User> {
  const user = await findUserById(tx, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 401, 'Your account no longer exists.');
  return presentUser(tx, user);
}

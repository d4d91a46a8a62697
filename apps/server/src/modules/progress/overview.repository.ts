import { and, desc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, sectionRecords } from '../../db/schema/index.ts';
import type { AnswerEvent } from './overview.ts';

/** The most answers the page reads: a few months of steady practice; older ones count no more. */
export const ANSWERS_READ_MAX = 5_000;

/** One learner's recorded first tries since a time, newest first, at most ANSWERS_READ_MAX. */
export async function readAnswers(db: DbOrTx, userId: string, since: Date): Promise<AnswerEvent[]> {
  const rows = await db
    .select({ props: events.props, at: events.occurredAt })
    .from(events)
    .where(and(eq(events.userId, userId), eq(events.name, 'exercise_answer'), gte(events.occurredAt, since)))
    .orderBy(desc(events.occurredAt))
    .limit(ANSWERS_READ_MAX);
  // Props come from the browser: only well-formed answers count.
  return rows.flatMap(({ props, at }) =>
    typeof props.exerciseId === 'string' &&
    typeof props.choice === 'string' &&
    typeof props.isCorrect === 'boolean'
      ? [{ exerciseId: props.exerciseId, choice: props.choice, isCorrect: props.isCorrect, at }]
      : [],
  );
}

export async function readStars(db: DbOrTx, userId: string) {
  return db
    .select({
      sectionSlug: sectionRecords.sectionSlug,
      topicSlug: sectionRecords.topicSlug,
      stars: sectionRecords.stars,
    })
    .from(sectionRecords)
    .where(eq(sectionRecords.userId, userId));
}

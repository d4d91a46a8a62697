import type { ReviewSessionItem, ReviewState } from '@gapwise/contracts';
import type { Exercise } from '@gapwise/grammar';
import { Rating } from 'ts-fsrs';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { lockedBy, type Viewer } from '../catalogue/access.ts';
import { requireBank } from '../catalogue/catalogue.service.ts';
import type { ContentState } from '../catalogue/content.state.ts';
import { toWire } from '../practice/practice.service.ts';
import { pickSibling, SIBLING_AFTER_REPS, spreadFrames } from './pick.ts';
import {
  dueItems,
  dueSummary,
  dueTopicSlugs,
  ensureItem,
  itemsOfExercises,
  lockItemByExercise,
  lockItemById,
  type ReviewItemRow,
  saveCard,
} from './reviews.repository.ts';
import { emptyCard, ratingFor, review } from './schedule.ts';

export interface ReviewDeps {
  db: Db;
  content: ContentState;
  /** The clock every schedule reads (tests set it; development may shift it, see dev-clock.ts). */
  now: () => Date;
  random?: () => number;
}

export const presentItem = (row: ReviewItemRow, now: Date): ReviewState => ({
  id: String(row.id),
  exerciseId: row.exerciseId,
  topicSlug: row.topicSlug,
  due: row.due.toISOString(),
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  isDue: row.due.getTime() <= now.getTime(),
});

/** The exercise and its topic, for a viewer who may open it (else the same refusal as its session). */
function openExercise(content: ContentState, exerciseId: string, viewer: Viewer) {
  requireBank(content);
  const exercise = content.exercise(exerciseId);
  const entry = exercise ? content.topic(exercise.topicSlug) : undefined;
  if (!exercise || !entry)
    throw new AppError('EXERCISE_NOT_FOUND', 404, 'There is no such exercise.', 'exerciseId');
  const lock = lockedBy({ ...entry.meta, sectionSlug: entry.section.slug }, viewer);
  if (lock === 'signin')
    throw new AppError('TOPIC_LOCKED', 403, 'Sign in to practise this topic.', 'exerciseId');
  if (lock === 'premium')
    throw new AppError('PREMIUM_REQUIRED', 403, 'This topic is part of the full access pass.', 'exerciseId');
  return exercise;
}

const errorTypeOf = (exercise: Exercise, answer: string | undefined) =>
  answer === undefined
    ? undefined
    : exercise.rationale.distractors.find((d) => d.choice === answer.trim())?.errorType;

/**
 * An answer from an ordinary session. A wrong one (or a right one after a hint or on a second try) makes
 * or updates the exercise's review item; a right first try leaves the schedule alone. The row is locked
 * while the review is applied, so two tabs answering at once both count, one after the other.
 */
export async function recordAnswer(
  deps: ReviewDeps,
  userId: string,
  viewer: Viewer,
  input: { exerciseId: string; correct: boolean; firstTry: boolean; answer?: string | undefined },
): Promise<ReviewState | null> {
  const exercise = openExercise(deps.content, input.exerciseId, viewer);
  const grade = ratingFor({ correct: input.correct, firstTry: input.firstTry, inReview: false });
  if (grade === null) return null;
  const now = deps.now();
  const errorType = input.correct ? undefined : errorTypeOf(exercise, input.answer);
  return deps.db.transaction(async (tx) => {
    await ensureItem(
      tx,
      { userId, exerciseId: exercise.id, topicSlug: exercise.topicSlug, ruleKey: exercise.rationale.ruleId },
      emptyCard(now),
    );
    const row = await lockItemByExercise(tx, userId, exercise.id);
    if (!row) throw new Error('review item missing after insert');
    const saved = await saveCard(tx, row.id, review(row, grade, now), {
      ...(errorType ? { errorType } : {}),
      updatedAt: now,
    });
    return presentItem(saved, now);
  });
}

/** A review answered: Again, Hard or Good on the learner's own item (another's id is not found). */
export async function answerReview(
  deps: ReviewDeps,
  userId: string,
  id: number,
  input: { correct: boolean; firstTry: boolean },
): Promise<ReviewState> {
  const grade = ratingFor({ ...input, inReview: true });
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockItemById(tx, userId, id);
    if (!row) throw new AppError('REVIEW_NOT_FOUND', 404, 'There is no such review item.', 'id');
    if (grade === null) return presentItem(row, now);
    return presentItem(await saveCard(tx, row.id, review(row, grade, now), { updatedAt: now }), now);
  });
}

/** Topics with reviews due now, for the progress page's "mastered" (3 stars and nothing due). */
export async function topicsWithDueReviews(db: Db, userId: string, now: Date): Promise<Set<string>> {
  return new Set(await dueTopicSlugs(db, userId, now));
}

export async function summary(deps: ReviewDeps, userId: string) {
  const { due, nextDue } = await dueSummary(deps.db, userId, deps.now());
  return nextDue ? { due, nextDue: new Date(nextDue).toISOString() } : { due };
}

/** How many due rows a session reads to fill `limit` after leaving out what the learner may not open. */
const READ_MARGIN = 5;

/**
 * Up to `limit` due items (or the items of `exerciseIds`, due or not), most overdue first, no two of one sentence frame in a row, only from topics this
 * learner may open. An exercise reviewed SIBLING_AFTER_REPS times (or switched off) is replaced by a
 * sibling of the same topic and rule; the item id stays, so answering the sibling reviews the item.
 */
export async function reviewSession(
  deps: ReviewDeps,
  userId: string,
  viewer: Viewer,
  limit: number,
  exerciseIds?: string[],
): Promise<ReviewSessionItem[]> {
  const { content } = deps;
  requireBank(content);
  const random = deps.random ?? Math.random;
  const rows = exerciseIds
    ? await itemsOfExercises(deps.db, userId, exerciseIds)
    : await dueItems(deps.db, userId, deps.now(), limit * READ_MARGIN);
  const served = (e: Exercise) => !content.disabled.has(e.id);
  const picked: { row: ReviewItemRow; exercise: Exercise; sibling: boolean }[] = [];
  for (const row of rows) {
    const entry = content.topic(row.topicSlug);
    const original = content.exercise(row.exerciseId);
    if (!entry || !original) continue;
    if (lockedBy({ ...entry.meta, sectionSlug: entry.section.slug }, viewer) !== null) continue;
    const tired = row.reps >= SIBLING_AFTER_REPS || !served(original);
    const sibling = tired ? pickSibling(original, entry.exercises, row.errorType, served, random) : null;
    if (!sibling && !served(original)) continue;
    picked.push({ row, exercise: sibling ?? original, sibling: sibling !== null });
  }
  // Spread over all the candidates read, then cut: a frame that fills the most overdue run waits its turn.
  const spread = spreadFrames(picked, (p) => `${p.exercise.topicSlug}:${p.exercise.skeleton}`);
  return spread.slice(0, limit).map((p) => {
    const entry = content.topic(p.row.topicSlug);
    return {
      reviewId: String(p.row.id),
      exercise: toWire(p.exercise),
      topicSlug: p.row.topicSlug,
      sectionSlug: entry?.section.slug ?? '',
      topicName: entry?.meta.name ?? { en: p.row.topicSlug, uk: p.row.topicSlug },
      sibling: p.sibling,
    };
  });
}

/**
 * Mistakes made before signing in, each applied as a wrong answer at the time it was made, oldest first, in
 * one transaction. Idempotent: a mistake no later than the item's last review is already in it. Unknown
 * exercises and topics this learner may not open are skipped, not refused (the browser kept them).
 */
export async function mergeMistakes(
  deps: ReviewDeps,
  userId: string,
  viewer: Viewer,
  mistakes: readonly { exerciseId: string; at: string }[],
): Promise<{ merged: number; skipped: number }> {
  requireBank(deps.content);
  const now = deps.now();
  const open: { exercise: Exercise; at: Date }[] = [];
  for (const m of mistakes) {
    try {
      const exercise = openExercise(deps.content, m.exerciseId, viewer);
      // A clock ahead of the server's counts as now.
      const at = new Date(Math.min(new Date(m.at).getTime(), now.getTime()));
      open.push({ exercise, at });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode === 503) throw error;
    }
  }
  open.sort((a, b) => a.at.getTime() - b.at.getTime());
  let merged = 0;
  await deps.db.transaction(async (tx) => {
    for (const { exercise, at } of open) {
      await ensureItem(
        tx,
        {
          userId,
          exerciseId: exercise.id,
          topicSlug: exercise.topicSlug,
          ruleKey: exercise.rationale.ruleId,
        },
        emptyCard(at),
      );
      const row = await lockItemByExercise(tx, userId, exercise.id);
      if (!row) throw new Error('review item missing after insert');
      if (row.lastReview && row.lastReview.getTime() >= at.getTime()) continue;
      await saveCard(tx, row.id, review(row, Rating.Again, at), { updatedAt: now });
      merged++;
    }
  });
  return { merged, skipped: mistakes.length - merged };
}

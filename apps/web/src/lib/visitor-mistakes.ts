import { REVIEW_MERGE_MAX } from '@gapwise/contracts/constants';
import { callApi } from './api.ts';
import { storage } from './storage.ts';

const KEY = 'visitorMistakes';

export interface VisitorMistake {
  exerciseId: string;
  /** When it was made (ISO): the merge schedules it from then. */
  at: string;
}

/**
 * A visitor's wrong answers, kept in this browser (like their stars) until they sign in; the latest
 * REVIEW_MERGE_MAX only. Shared by the exercise screen, which keeps them, and sign-in, which merges them.
 */
export async function keepVisitorMistake(exerciseId: string, at = new Date()): Promise<void> {
  const kept = (await storage.get<VisitorMistake[]>(KEY)) ?? [];
  const next = [...kept, { exerciseId, at: at.toISOString() }].slice(-REVIEW_MERGE_MAX);
  await storage.set(KEY, next);
}

/**
 * Sends the kept mistakes to the account, then forgets them. The server's merge is idempotent, so a
 * second tab sending the same list at once, or a retry after a lost answer, changes nothing.
 */
export async function mergeVisitorMistakes(): Promise<number> {
  const kept = (await storage.get<VisitorMistake[]>(KEY)) ?? [];
  if (kept.length === 0) return 0;
  const res = await callApi('reviews.merge', { body: { mistakes: kept } });
  if (!res.isSuccess) return 0;
  storage.remove(KEY);
  return res.content.merged;
}

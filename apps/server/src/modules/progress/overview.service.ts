import type { ProgressOverview } from '@gapwise/contracts';
import type { Db } from '../../db/client.ts';
import { lockedBy, type Viewer } from '../catalogue/access.ts';
import { requireBank } from '../catalogue/catalogue.service.ts';
import type { ContentState } from '../catalogue/content.state.ts';
import { topicsWithDueReviews } from '../reviews/reviews.service.ts';
import { findUserById } from '../users/users.service.ts';
import { readAnswers, readStars } from './overview.repository.ts';
import { buildOverview } from './overview.ts';

/** How far back the page looks: the chart shows 30 days; weak rules and totals use this much. */
const WINDOW_DAYS = 120;

const quizLevel = (quizString: string | null): string | null => {
  try {
    const level = (JSON.parse(quizString ?? 'null') as { level?: unknown } | null)?.level;
    return typeof level === 'string' ? level : null;
  } catch {
    return null;
  }
};

/** The signed-in learner's own progress page (only ever their own answers and stars). */
export async function progressOverview(
  db: Db,
  content: ContentState,
  userId: string,
  viewer: Viewer,
  tzOffset: number,
  now = new Date(),
): Promise<ProgressOverview> {
  const bank = requireBank(content);
  const [answers, stars, user, dueTopics] = await Promise.all([
    readAnswers(db, userId, new Date(now.getTime() - WINDOW_DAYS * 86_400_000)),
    readStars(db, userId),
    findUserById(db, userId),
    topicsWithDueReviews(db, userId, now),
  ]);
  return buildOverview({
    bank,
    exercise: (id) => content.exercise(id),
    answers,
    stars,
    quizLevel: quizLevel(user?.quizString ?? null),
    dueTopics,
    isOpen: (topic) => lockedBy(topic, viewer) === null,
    now,
    tzOffset,
  });
}

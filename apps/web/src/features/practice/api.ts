import type { RouteBody } from '@gapwise/contracts/constants';
import { callApi } from '../../lib/api.ts';

export const fetchTopic = (
  slug: string,
  { limit, isOnlyHighQuality }: { limit: number; isOnlyHighQuality: boolean },
) =>
  callApi('topics.get', {
    params: { slug },
    query: { limit, isOnlyHighQuality: isOnlyHighQuality ? 'true' : 'false' },
  });

/** The playground's share of a topic (its first 5 exercises; the server decides which). */
export const fetchPlaygroundTopic = (slug: string) => callApi('playground.get', { params: { slug } });

export const saveSectionRecord = (body: RouteBody<'users.saveSectionRecord'>) =>
  callApi('users.saveSectionRecord', { body });

/**
 * A signed-in learner's answer, for the review schedule (a mistake becomes a review item). Fire and
 * forget: a lost one costs a review, never the session.
 */
export const recordReviewAnswer = (body: RouteBody<'reviews.record'>) =>
  callApi('reviews.record', { body }).catch(() => undefined);

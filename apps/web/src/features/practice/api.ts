import type { RouteBody } from '@gapwise/contracts/constants';
import { callApi, fetchApi } from '../../lib/api.ts';

/** A session of a topic; a refusal throws `ApiError` with its code (TOPIC_LOCKED, TOPIC_NOT_FOUND…). */
export const fetchTopic = (
  slug: string,
  {
    limit,
    isOnlyHighQuality,
    rule,
  }: { limit: number; isOnlyHighQuality: boolean; rule?: string | undefined },
) =>
  fetchApi('topics.get', {
    params: { slug },
    query: { limit, isOnlyHighQuality: isOnlyHighQuality ? 'true' : 'false', ...(rule ? { rule } : {}) },
  });

/** The playground's share of a topic (its first 5 exercises; the server decides which). */
export const fetchPlaygroundTopic = (slug: string) => fetchApi('playground.get', { params: { slug } });

export const saveSectionRecord = (body: RouteBody<'users.saveSectionRecord'>) =>
  callApi('users.saveSectionRecord', { body });

/**
 * A signed-in learner's answer, for the review schedule (a mistake becomes a review item). Fire and
 * forget: a lost one costs a review, never the session.
 */
export const recordReviewAnswer = (body: RouteBody<'reviews.record'>) =>
  callApi('reviews.record', { body }).catch(() => undefined);

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

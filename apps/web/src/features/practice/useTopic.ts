import { useQuery } from '@tanstack/react-query';
import { fetchPlaygroundTopic, fetchTopic } from './api.ts';
import { sessionLimit, tiktokMode } from './exercise-limit.ts';

/**
 * A fresh random session of a topic's exercises; `round` asks for a new one (Try again). The playground
 * gets the topic's first 5 instead, the same every round.
 */
export function useTopic(
  topicSlug: string,
  demo: boolean,
  round: number,
  playground = false,
  /** A weak-rule session: only exercises that practise this error type. */
  rule?: string,
) {
  return useQuery({
    queryKey: ['topic', topicSlug, demo, round, playground, rule],
    queryFn: async () => {
      return playground
        ? fetchPlaygroundTopic(topicSlug)
        : fetchTopic(topicSlug, {
            limit: sessionLimit(demo),
            isOnlyHighQuality: demo || tiktokMode(),
            rule,
          });
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

import type { RouteBody } from '@gapwise/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { callApi, fetchApi } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';

/** Due items (or, after a session, its mistakes by exercise id); a new draw each time the page opens. */
export function useReviewSession(exerciseIds: string | null, round: number) {
  return useQuery({
    queryKey: ['reviews', 'session', exerciseIds, round],
    queryFn: () =>
      fetchApi('reviews.session', { query: exerciseIds ? { limit: 20, exerciseIds } : { limit: 10 } }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useReviewSummary() {
  const { user } = useSession();
  return useQuery({
    queryKey: ['reviews', 'summary', user?._id],
    queryFn: () => fetchApi('reviews.summary'),
  });
}

/** A review answered (the item keeps its id when a sibling exercise stood in for its own). */
export const answerReview = (id: string, body: RouteBody<'reviews.answer'>) =>
  callApi('reviews.answer', { params: { id }, body });

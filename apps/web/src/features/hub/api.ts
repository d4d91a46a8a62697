import { useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';

/** The hub's server calls: the sections (shared with demo and playground, under one cache key). */
export { useSections } from '../../lib/sections.ts';

/** How many of a signed-in learner's mistakes are due for review (none asked for a visitor). */
export function useReviewSummary() {
  const { user } = useSession();
  return useQuery({
    // Per learner: another account signing in on this tab never sees the last one's count.
    queryKey: ['reviews', 'summary', user?._id],
    queryFn: () => fetchApi('reviews.summary'),
    enabled: Boolean(user),
    staleTime: 30_000,
  });
}

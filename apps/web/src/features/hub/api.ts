import { useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../lib/api.ts';

/** The hub's server calls: the sections (shared with demo and playground, under one cache key). */
export { useSections } from '../../lib/sections.ts';

/** How many of a signed-in learner's mistakes are due for review (none asked for a visitor). */
export function useReviewSummary(signedIn: boolean) {
  return useQuery({
    queryKey: ['reviews', 'summary'],
    queryFn: () => fetchApi('reviews.summary'),
    enabled: signedIn,
    staleTime: 30_000,
  });
}

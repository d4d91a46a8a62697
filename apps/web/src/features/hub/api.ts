import type { Section } from '@gapwise/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';

/** Every section with its topics and this viewer's locks; refetched when the viewer's access changes. */
export function useSections() {
  const { user } = useSession();
  return useQuery({
    queryKey: ['sections', user?._id ?? 'visitor', user?.isPremium ?? false],
    queryFn: async (): Promise<Section[]> => {
      const { sections } = await fetchApi('sections.list');
      return sections;
    },
  });
}

/** How many of a signed-in learner's mistakes are due for review (none asked for a visitor). */
export function useReviewSummary(signedIn: boolean) {
  return useQuery({
    queryKey: ['reviews', 'summary'],
    queryFn: () => fetchApi('reviews.summary'),
    enabled: signedIn,
    staleTime: 30_000,
  });
}

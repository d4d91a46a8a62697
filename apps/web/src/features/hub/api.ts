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

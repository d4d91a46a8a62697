import type { Section } from '@gapwise/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';

/** Every section with its topics and this viewer's locks; refetched when the viewer's access changes. */
export function useSections() {
  const { user } = useSession();
  return useQuery({
    queryKey: ['sections', user?._id ?? 'visitor', user?.isPremium ?? false],
    queryFn: async (): Promise<Section[]> => {
      const res = await api.get<{ sections: Section[] }>('/sections');
      if (!res.isSuccess) throw new Error(res.error.message);
      return res.content.sections;
    },
  });
}

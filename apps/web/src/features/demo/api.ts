import { type Section, UNLISTED_SECTION_SLUGS } from '@gapwise/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

const UNLISTED = new Set<string>(UNLISTED_SECTION_SLUGS);

/** The catalogue as a visitor sees it, without the tutorial and playground sections. */
export function useDemoSections() {
  return useQuery({
    queryKey: ['sections', 'demo'],
    queryFn: async (): Promise<Section[]> => {
      const res = await api.get<{ sections: Section[] }>('/sections');
      if (!res.isSuccess) throw new Error(res.error.message);
      return res.content.sections.filter((s) => !UNLISTED.has(s.slug));
    },
  });
}

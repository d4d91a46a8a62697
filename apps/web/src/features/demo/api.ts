import { type Section, UNLISTED_SECTION_SLUGS } from '@gapwise/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../lib/api.ts';

const UNLISTED = new Set<string>(UNLISTED_SECTION_SLUGS);

/** The catalogue as a visitor sees it, without the tutorial and playground sections. */
export function useDemoSections() {
  return useQuery({
    queryKey: ['sections', 'demo'],
    queryFn: async (): Promise<Section[]> => {
      const { sections } = await fetchApi('sections.list');
      return sections.filter((s) => !UNLISTED.has(s.slug));
    },
  });
}

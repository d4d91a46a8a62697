import type { Section, User } from '@gapwise/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchApi } from './api.ts';
import { useSession } from './session.tsx';

/** Every query of GET /sections starts with this, so one invalidation (stars saved) reaches them all. */
export const SECTIONS_KEY = ['sections'] as const;

/**
 * GET /sections, cached under one key per viewer: the server marks each topic locked or open for whoever
 * asks, so the key names the viewer and their access, and every screen that lists sections (hub, demo,
 * playground) shares the one cached answer. Screens narrow it with `select`, never with a key of their own.
 */
export const sectionsQueryOptions = (user: Pick<User, '_id' | 'isPremium'> | null) =>
  queryOptions({
    queryKey: [...SECTIONS_KEY, user?._id ?? 'visitor', user?.isPremium ?? false],
    queryFn: async (): Promise<Section[]> => (await fetchApi('sections.list')).sections,
  });

/** The sections as the signed-in viewer (or a visitor) sees them; `select` narrows them per screen. */
export function useSections(select?: (sections: Section[]) => Section[]) {
  const { user } = useSession();
  return useQuery({ ...sectionsQueryOptions(user), ...(select ? { select } : {}) });
}

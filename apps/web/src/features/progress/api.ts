import type { ProgressOverview } from '@gapwise/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';

/** The learner's own progress; days are the learner's days (their time zone's offset is sent). */
export function useProgressOverview() {
  const { user } = useSession();
  return useQuery({
    queryKey: ['progress-overview', user?._id ?? 'visitor'],
    queryFn: (): Promise<ProgressOverview> =>
      fetchApi('progress.overview', { query: { tzOffset: -new Date().getTimezoneOffset() } }),
    enabled: Boolean(user),
  });
}

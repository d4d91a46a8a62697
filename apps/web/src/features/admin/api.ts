import type { QueueDecisionBody, RouteBody, RouteQuery } from '@gapwise/contracts/constants';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '../../lib/api.ts';

/**
 * The admin screens' server calls, all through the route map: per endpoint a query-options object (key
 * and fetcher in one place) and a hook. A failed call throws the one `ApiError`, with the server's code.
 */
export const adminQueries = {
  overview: () =>
    queryOptions({ queryKey: ['admin', 'overview'], queryFn: () => fetchApi('admin.overview') }),
  users: (q: string) =>
    queryOptions({
      queryKey: ['admin', 'users', q],
      queryFn: () => fetchApi('admin.users', { query: { q } }),
    }),
  user: (id: string) =>
    queryOptions({
      queryKey: ['admin', 'user', id],
      queryFn: () => fetchApi('admin.user', { params: { id } }),
    }),
  payments: (filter: RouteQuery<'admin.payments'>) =>
    queryOptions({
      queryKey: ['admin', 'payments', filter],
      queryFn: () => fetchApi('admin.payments', { query: filter }),
    }),
  payment: (id: string) =>
    queryOptions({
      queryKey: ['admin', 'payment', id],
      queryFn: () => fetchApi('admin.payment', { params: { id } }),
    }),
  content: () => queryOptions({ queryKey: ['admin', 'content'], queryFn: () => fetchApi('admin.content') }),
  exercises: (slug: string, query: RouteQuery<'admin.topicExercises'>) =>
    queryOptions({
      queryKey: ['admin', 'exercises', slug, query],
      queryFn: () => fetchApi('admin.topicExercises', { params: { slug }, query }),
    }),
  reports: (status: 'open' | 'resolved') =>
    queryOptions({
      queryKey: ['admin', 'reports', status],
      queryFn: () => fetchApi('admin.reports', { query: { status } }),
    }),
  queue: (status: QueueStatus, topic: string) =>
    queryOptions({
      queryKey: ['admin', 'queue', status, topic],
      queryFn: () => fetchApi('admin.queue', { query: { status, ...(topic ? { topic } : {}) } }),
    }),
  explanations: () =>
    queryOptions({ queryKey: ['admin', 'explanations'], queryFn: () => fetchApi('admin.explanations') }),
  funnel: (days: number) =>
    queryOptions({
      queryKey: ['admin', 'funnel', days],
      queryFn: () => fetchApi('admin.funnel', { query: { days } }),
    }),
};

export type QueueStatus = 'open' | 'generator' | 'kept';

export const useOverview = () => useQuery(adminQueries.overview());
export const useUsers = (q: string) =>
  useQuery({ ...adminQueries.users(q), placeholderData: keepPreviousData });
export const useUser = (id: string) => useQuery(adminQueries.user(id));
/** The filters come from the panel's own selects, whose values are the contract's statuses and plans. */
export const usePayments = (filter: { status?: string; plan?: string; refundDue?: 'true'; q: string }) =>
  useQuery({
    ...adminQueries.payments(filter as RouteQuery<'admin.payments'>),
    placeholderData: keepPreviousData,
  });
export const usePayment = (id: string) => useQuery(adminQueries.payment(id));
export const useContent = () => useQuery(adminQueries.content());
export const useExercises = (slug: string, query: { q: string; disabled: string; limit: number }) =>
  useQuery({
    ...adminQueries.exercises(slug, query as RouteQuery<'admin.topicExercises'>),
    placeholderData: keepPreviousData,
  });
export const useReports = (status: 'open' | 'resolved') => useQuery(adminQueries.reports(status));
export const useQueue = (status: QueueStatus, topic: string) =>
  useQuery({ ...adminQueries.queue(status, topic), placeholderData: keepPreviousData });
export const useExplanations = () => useQuery(adminQueries.explanations());
export const useFunnel = (days: number) => useQuery(adminQueries.funnel(days));

/** A change made by an admin: afterwards every admin figure is refetched, since one change moves several. */
function useAdminMutation<V, T>(mutationFn: (vars: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useChangePremium = () =>
  useAdminMutation((v: { id: string; body: RouteBody<'admin.setPremium'> }) =>
    fetchApi('admin.setPremium', { params: { id: v.id }, body: v.body }),
  );

export const useReversePayment = () =>
  useAdminMutation((v: { id: string; reason: string }) =>
    fetchApi('admin.reversePayment', { params: { id: v.id }, body: { reason: v.reason } }),
  );

export const useSetDisabled = () =>
  useAdminMutation((v: { id: string; disabled: boolean; reason: string }) =>
    fetchApi('admin.setExerciseDisabled', {
      params: { id: v.id },
      body: { disabled: v.disabled, reason: v.reason },
    }),
  );

export const useResolveReport = () =>
  useAdminMutation((v: { id: number; note: string }) =>
    fetchApi('admin.resolveReport', { params: { id: String(v.id) }, body: { note: v.note } }),
  );

export const useQueueDecision = () =>
  useAdminMutation((v: { id: string; body: QueueDecisionBody }) =>
    fetchApi('admin.queueDecision', { params: { id: v.id }, body: v.body }),
  );

import type {
  AdminContent,
  AdminExercise,
  AdminExplanations,
  AdminFunnel,
  AdminOverview,
  AdminPayment,
  AdminPaymentDetail,
  AdminReport,
  AdminUser,
  AdminUserDetail,
  PremiumChangeBody,
  QueueDecisionBody,
} from '@gapwise/contracts/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, fetchApi } from '../../lib/api.ts';
import { type ApiResult, api, apiRequest } from '../../lib/api-client.ts';

/** Unwraps the envelope for TanStack Query: a failed call becomes a thrown error with the server's message. */
async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const res = await call;
  if (!res.isSuccess) throw new Error(res.error.message);
  return res.content;
}

const get = <T>(path: string, query?: Record<string, string | number | undefined>) =>
  unwrap(api.get<T>(path, { query: query ?? {} }));

export const useOverview = () =>
  useQuery({ queryKey: ['admin', 'overview'], queryFn: () => get<AdminOverview>('/admin/overview') });

export const useUsers = (q: string) =>
  useQuery({
    queryKey: ['admin', 'users', q],
    queryFn: () => get<{ users: AdminUser[] }>('/admin/users', { q }),
    placeholderData: keepPreviousData,
  });

export const useUser = (id: string) =>
  useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: () => get<AdminUserDetail>(`/admin/users/${encodeURIComponent(id)}`),
  });

export const usePayments = (filter: { status?: string; plan?: string; refundDue?: 'true'; q: string }) =>
  useQuery({
    queryKey: ['admin', 'payments', filter],
    queryFn: () => get<{ payments: AdminPayment[] }>('/admin/payments', filter),
    placeholderData: keepPreviousData,
  });

export const usePayment = (id: string) =>
  useQuery({
    queryKey: ['admin', 'payment', id],
    queryFn: () => get<AdminPaymentDetail>(`/admin/payments/${encodeURIComponent(id)}`),
  });

export const useContent = () =>
  useQuery({ queryKey: ['admin', 'content'], queryFn: () => get<AdminContent>('/admin/content') });

export const useExercises = (slug: string, query: { q: string; disabled: string; limit: number }) =>
  useQuery({
    queryKey: ['admin', 'exercises', slug, query],
    queryFn: () =>
      get<{ total: number; exercises: AdminExercise[] }>(
        `/admin/topics/${encodeURIComponent(slug)}/exercises`,
        query,
      ),
    placeholderData: keepPreviousData,
  });

export const useReports = (status: 'open' | 'resolved') =>
  useQuery({
    queryKey: ['admin', 'reports', status],
    queryFn: () => get<{ reports: AdminReport[] }>('/admin/reports', { status }),
  });

export type QueueStatus = 'open' | 'generator' | 'kept';
export const useQueue = (status: QueueStatus, topic: string) =>
  useQuery({
    queryKey: ['admin', 'queue', status, topic],
    queryFn: () => fetchApi('admin.queue', { query: { status, ...(topic ? { topic } : {}) } }),
    placeholderData: keepPreviousData,
  });

export const useExplanations = () =>
  useQuery({
    queryKey: ['admin', 'explanations'],
    queryFn: () => get<AdminExplanations>('/admin/explanations'),
  });

export const useFunnel = (days: number) =>
  useQuery({
    queryKey: ['admin', 'funnel', days],
    queryFn: () => get<AdminFunnel>('/admin/funnel', { days }),
  });

/** A change made by an admin: afterwards every admin figure is refetched, since one change moves several. */
function useAdminMutation<V, T>(call: (vars: V) => Promise<ApiResult<T>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => unwrap(call(vars)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useChangePremium = () =>
  useAdminMutation((v: { id: string; body: PremiumChangeBody }) =>
    api.post<{ isPremium: boolean }>(`/admin/users/${encodeURIComponent(v.id)}/premium`, v.body),
  );

export const useReversePayment = () =>
  useAdminMutation((v: { id: string; reason: string }) =>
    api.post(`/admin/payments/${encodeURIComponent(v.id)}/reverse`, { reason: v.reason }),
  );

export const useSetDisabled = () =>
  useAdminMutation((v: { id: string; disabled: boolean; reason: string }) =>
    apiRequest('PUT', `/admin/exercises/${encodeURIComponent(v.id)}/disabled`, {
      body: { disabled: v.disabled, reason: v.reason },
    }),
  );

export const useResolveReport = () =>
  useAdminMutation((v: { id: number; note: string }) =>
    api.post(`/admin/reports/${v.id}/resolve`, { note: v.note }),
  );

export const useQueueDecision = () =>
  useAdminMutation((v: { id: string; body: QueueDecisionBody }) =>
    callApi('admin.queueDecision', { params: { id: v.id }, body: v.body }),
  );

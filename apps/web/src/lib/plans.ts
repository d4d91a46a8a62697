import type { PlanId, plansSchema } from '@gapwise/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchApi } from './api.ts';

export type Plan = z.infer<typeof plansSchema>['plans'][number];

/** The plan ids a URL may carry; typed against the contract so a renamed plan fails to compile. */
export const PLAN_IDS: readonly PlanId[] = ['one-year-pass', 'lifetime-pass'];
export const isPlanId = (value: string | null | undefined): value is PlanId =>
  PLAN_IDS.includes(value as PlanId);

const plansQuery = {
  queryKey: ['plans'],
  staleTime: Number.POSITIVE_INFINITY,
  queryFn: async (): Promise<Plan[]> => (await fetchApi('payment.plans')).plans,
} as const;

/**
 * The passes and their prices as the server sells them (GET /api/payment/plans): the one query every
 * screen that shows a price uses (landing, sign-in banner, paywall, tariffs), so they never disagree.
 */
export function usePlans() {
  return useQuery(plansQuery);
}

/** One pass by id (null while loading or when the id is unknown). */
export function usePlan(id: string | undefined) {
  return useQuery({ ...plansQuery, select: (plans: Plan[]) => plans.find((p) => p.id === id) ?? null });
}

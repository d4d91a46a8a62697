import type { PlanId, plansSchema } from '@gapwise/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';

type Plan = z.infer<typeof plansSchema>['plans'][number];

/** The plan ids a sign-in URL may carry; typed against the contract so a renamed plan fails to compile. */
export const PLAN_IDS: readonly PlanId[] = ['one-year-pass', 'lifetime-pass'];
export const isPlanId = (value: string | undefined): value is PlanId => PLAN_IDS.includes(value as PlanId);

/** The passes as the server sells them (GET /api/payment/plans); the contracts bundle stays off this page. */
export function usePlan(id: string) {
  return useQuery({
    queryKey: ['plans'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const result = await api.get<{ plans: Plan[] }>('/payment/plans');
      if (!result.isSuccess) throw new Error(result.error.message);
      return result.content.plans;
    },
    select: (plans) => plans.find((p) => p.id === id) ?? null,
  });
}

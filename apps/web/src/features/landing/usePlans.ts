import type { plansSchema } from '@gapwise/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';

export type Plan = z.infer<typeof plansSchema>['plans'][number];

/** The passes and their prices, as the server sells them (GET /api/payment/plans). */
export function usePlans() {
  return useQuery({
    queryKey: ['plans'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const result = await api.get<{ plans: Plan[] }>('/payment/plans');
      if (!result.isSuccess) throw new Error(result.error.message);
      return result.content.plans;
    },
  });
}

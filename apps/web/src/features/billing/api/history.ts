import type { Payment } from '@gapwise/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.tsx';

/** GET /api/payment/history: the signed-in learner's payments, newest first, one per order. */
export function usePaymentHistory() {
  const { user } = useSession();
  return useQuery({
    queryKey: ['payments', user?._id],
    enabled: Boolean(user),
    queryFn: async (): Promise<Payment[]> => {
      const { payments } = await fetchApi('payment.history');
      return payments;
    },
  });
}

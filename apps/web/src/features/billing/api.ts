import type { Payment, User } from '@gapwise/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';

/** GET /api/payment/history: the signed-in learner's payments, newest first, one per order. */
export function usePaymentHistory() {
  const { user } = useSession();
  return useQuery({
    queryKey: ['payments', user?._id],
    enabled: Boolean(user),
    queryFn: async (): Promise<Payment[]> => {
      const result = await api.get<{ payments: Payment[] }>('/payment/history');
      if (!result.isSuccess) throw new Error(result.error.message);
      return result.content.payments;
    },
  });
}

export interface OrderStatus {
  payment: Payment;
  isPremium: boolean;
  premiumUntil: string | null;
}

export const fetchOrderStatus = (orderId: string, signal?: AbortSignal) =>
  api.get<OrderStatus>(`/payment/liqpay-check-payment-status/${encodeURIComponent(orderId)}`, {
    ...(signal ? { signal } : {}),
  });

/** Reads the user again after a payment, so premium (and the payment-history entry) show at once. */
export function useRefreshUser() {
  const { setUser } = useSession();
  return useCallback(async () => {
    const result = await api.get<User>('/users/by-access-token');
    if (result.isSuccess) setUser(result.content);
  }, [setUser]);
}

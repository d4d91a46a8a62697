import type { Payment, RouteAnswer } from '@gapwise/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi, fetchApi } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';

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

/** GET /api/payment/liqpay-check-payment-status/:orderId answers this (the contract's type). */
export type OrderStatus = RouteAnswer<'payment.status'>;

export const fetchOrderStatus = (orderId: string, signal?: AbortSignal) =>
  callApi('payment.status', { params: { orderId }, ...(signal ? { signal } : {}) });

/** GET /api/users/by-access-token: the signed-in user as the server has them now. */
export const fetchMe = () => callApi('users.me');

/** Reads the user again after a payment, so premium (and the payment-history entry) show at once. */
export function useRefreshUser() {
  const { setUser } = useSession();
  return useCallback(async () => {
    const result = await fetchMe();
    if (result.isSuccess) setUser(result.content);
  }, [setUser]);
}

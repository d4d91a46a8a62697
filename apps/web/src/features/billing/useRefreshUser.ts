import { useCallback } from 'react';
import { useSession } from '../../lib/session.tsx';
import { fetchMe } from './api/orders.ts';

/** Reads the user again after a payment, so premium (and the payment-history entry) show at once. */
export function useRefreshUser() {
  const { setUser } = useSession();
  return useCallback(async () => {
    const result = await fetchMe();
    if (result.isSuccess) setUser(result.content);
  }, [setUser]);
}

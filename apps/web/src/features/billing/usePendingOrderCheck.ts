import { useEffect, useRef } from 'react';
import { clearPendingOrder, readPendingOrder } from '../../lib/checkout.ts';
import { useSession } from '../../lib/session.tsx';
import { fetchMe, fetchOrderStatus } from './api/orders.ts';

/**
 * A safety net for a payment whose learner never came back to the status page (tab closed, bank app):
 * on the next visit the kept order is asked about once. The server checks a pending order with LiqPay
 * and applies it, so a payment that was made is not lost; a settled order is forgotten.
 */
export function usePendingOrderCheck() {
  const { status, user, setUser } = useSession();
  const checked = useRef(false);
  const signedInFree = status === 'signed-in' && user !== null && !user.isPremium;

  useEffect(() => {
    if (!signedInFree || checked.current) return;
    // The status page does its own asking.
    if (window.location.pathname.startsWith('/public/payment-')) return;
    checked.current = true;
    void (async () => {
      const orderId = readPendingOrder();
      if (!orderId) return;
      const result = await fetchOrderStatus(orderId);
      if (!result.isSuccess) {
        if (result.error.code === 'PAYMENT_ORDER_NOT_FOUND') clearPendingOrder();
        return;
      }
      if (result.content.payment.status === 'pending') return;
      clearPendingOrder();
      if (result.content.isPremium) {
        const fresh = await fetchMe();
        if (fresh.isSuccess) setUser(fresh.content);
      }
    })();
  }, [signedInFree, setUser]);
}

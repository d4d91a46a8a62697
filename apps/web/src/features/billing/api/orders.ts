import type { RouteAnswer } from '@gapwise/contracts/constants';
import { callApi } from '../../../lib/api.ts';

/**
 * The order calls. The root screen's pending-order check imports them, so this module imports nothing
 * but the client: a hook or the session here would pull React Query's observer or split the session into
 * a chunk of its own, and the landing page would pay for it (its bundle budget).
 */

/** GET /api/payment/liqpay-check-payment-status/:orderId answers this (the contract's type). */
export type OrderStatus = RouteAnswer<'payment.status'>;

export const fetchOrderStatus = (orderId: string, signal?: AbortSignal) =>
  callApi('payment.status', { params: { orderId }, ...(signal ? { signal } : {}) });

/** GET /api/users/by-access-token: the signed-in user as the server has them now. */
export const fetchMe = () => callApi('users.me');

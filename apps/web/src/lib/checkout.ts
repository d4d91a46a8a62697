import type { PlanId } from '@gapwise/contracts/constants';
import { flushEvents, track } from './analytics.ts';
import { callApi } from './api.ts';
import type { ClientError } from './api-client.ts';
import { storage } from './storage.ts';

/**
 * Where the browser keeps the order being paid (docs/product-rules.md#pricing-and-payments), for the status
 * page.
 */
export const PENDING_ORDER_KEY = 'pendingOrderId';
/** A checkout left unfinished for a day is not worth resuming. */
const PENDING_ORDER_TTL_MS = 24 * 60 * 60 * 1000;

export interface CheckoutDeps {
  /** Leaves the app for the payment page; replaced in tests. */
  redirect: (link: string) => void;
}

const browser: CheckoutDeps = { redirect: (link) => window.location.assign(link) };

/**
 * Starts paying for a plan (docs/product-rules.md#pricing-and-payments): records checkout-opened with the
 * plan, asks the server for a payment link, keeps the order id, and sends the browser to the link. Resolves
 * with the error when the link could not be had (the caller clears its loading state and says so); on success
 * the page unloads.
 */
export async function startCheckout(
  plan: PlanId,
  locale: string,
  deps: CheckoutDeps = browser,
): Promise<ClientError | null> {
  track('checkout-opened', { plan });
  const result = await callApi('payment.checkout', {
    body: { plan, locale: locale === 'uk' ? 'uk' : 'en' },
  });
  if (!result.isSuccess) {
    console.warn('Checkout failed', result.error);
    return result.error;
  }
  storage.set(PENDING_ORDER_KEY, result.content.orderId, { ttlMs: PENDING_ORDER_TTL_MS });
  // checkout-opened (queued above) must not wait for its timer: the page is about to go.
  void flushEvents();
  deps.redirect(result.content.link);
  return null;
}

export const readPendingOrder = () => storage.get<string>(PENDING_ORDER_KEY);
export const clearPendingOrder = () => storage.remove(PENDING_ORDER_KEY);

/**
 * The payment status page asks the server until the order settles. The bank's answer usually arrives in
 * seconds; after POLL_CAP_MS the page stops asking and offers a manual re-check and support instead of
 * spinning forever.
 */
export const POLL_CAP_MS = 60_000;

import type { RefundDue } from '@gapwise/contracts/constants';

export type OrderState = 'pending' | 'success' | 'failure' | 'reversed' | 'superseded';

export type PollStep =
  | { kind: 'success' }
  | { kind: 'refund-due'; reason: RefundDue }
  | { kind: 'failed'; code: string }
  | { kind: 'wait'; delayMs: number }
  | { kind: 'timeout' };

/** Quick at first (most payments settle in a few seconds), then gentler. */
export const delayFor = (elapsedMs: number): number => (elapsedMs < 10_000 ? 1_500 : 3_000);

/**
 * What to do after one status answer. Premium is trusted only from the server's answer (`isPremium`),
 * never from the browser having come back: a success the server has not applied yet keeps waiting.
 */
export function nextStep(
  answer: { status: OrderState; isPremium: boolean; refundDue?: RefundDue | null } | { error: string },
  elapsedMs: number,
): PollStep {
  if ('error' in answer) {
    // The order is not this learner's or does not exist: nothing will change by asking again.
    if (answer.error === 'PAYMENT_ORDER_NOT_FOUND') return { kind: 'failed', code: answer.error };
    // Paid, but it bought nothing (replaced order, pass already held, a second charge): say so.
  } else if (answer.refundDue) return { kind: 'refund-due', reason: answer.refundDue };
  else if (answer.status === 'success' && answer.isPremium) return { kind: 'success' };
  else if (answer.status === 'failure') return { kind: 'failed', code: 'PAYMENT_DECLINED' };
  else if (answer.status === 'reversed') return { kind: 'failed', code: 'PAYMENT_REVERSED' };
  if (elapsedMs >= POLL_CAP_MS) return { kind: 'timeout' };
  return { kind: 'wait', delayMs: delayFor(elapsedMs) };
}

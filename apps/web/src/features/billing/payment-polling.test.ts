import { describe, expect, it } from 'vitest';
import { delayFor, nextStep, POLL_CAP_MS } from './payment-polling.ts';

describe('nextStep', () => {
  it('succeeds only when the server says the order is paid and premium is on', () => {
    expect(nextStep({ status: 'success', isPremium: true }, 0)).toEqual({ kind: 'success' });
    expect(nextStep({ status: 'success', isPremium: false }, 0)).toEqual({ kind: 'wait', delayMs: 1_500 });
  });

  it('stops at once on a declined or reversed payment', () => {
    expect(nextStep({ status: 'failure', isPremium: false }, 0)).toEqual({
      kind: 'failed',
      code: 'PAYMENT_DECLINED',
    });
    expect(nextStep({ status: 'reversed', isPremium: false }, 5_000)).toEqual({
      kind: 'failed',
      code: 'PAYMENT_REVERSED',
    });
  });

  it('stops on an order that is not there, but keeps asking through a network hiccup', () => {
    expect(nextStep({ error: 'PAYMENT_ORDER_NOT_FOUND' }, 0)).toEqual({
      kind: 'failed',
      code: 'PAYMENT_ORDER_NOT_FOUND',
    });
    expect(nextStep({ error: 'NETWORK_ERROR' }, 0).kind).toBe('wait');
  });

  it('keeps waiting on a pending order until the cap, then times out', () => {
    expect(nextStep({ status: 'pending', isPremium: false }, POLL_CAP_MS - 1).kind).toBe('wait');
    expect(nextStep({ status: 'pending', isPremium: false }, POLL_CAP_MS)).toEqual({ kind: 'timeout' });
    expect(nextStep({ error: 'NETWORK_ERROR' }, POLL_CAP_MS + 1)).toEqual({ kind: 'timeout' });
  });

  it('stops with the reason when the payment applied nothing and will be refunded', () => {
    expect(nextStep({ status: 'success', isPremium: true, refundDue: 'duplicate-payment' }, 0)).toEqual({
      kind: 'refund-due',
      reason: 'duplicate-payment',
    });
    expect(nextStep({ status: 'success', isPremium: false, refundDue: 'superseded' }, 0)).toEqual({
      kind: 'refund-due',
      reason: 'superseded',
    });
  });

  it('a settled answer wins over the cap', () => {
    expect(nextStep({ status: 'success', isPremium: true }, POLL_CAP_MS * 2)).toEqual({ kind: 'success' });
  });
});

describe('delayFor', () => {
  it('asks quickly first, then more gently', () => {
    expect(delayFor(0)).toBe(1_500);
    expect(delayFor(12_000)).toBe(3_000);
  });
  it('asks at most about 30 times before the cap', () => {
    let elapsed = 0;
    let calls = 0;
    while (elapsed < POLL_CAP_MS) {
      elapsed += delayFor(elapsed);
      calls++;
    }
    expect(calls).toBeLessThanOrEqual(30);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_ORDER_KEY, readPendingOrder, startCheckout } from './checkout.ts';
import { storage } from './storage.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('startCheckout', () => {
  it('asks for a link with the plan and locale, keeps the order id and leaves for the link', async () => {
    const fetch = vi.fn(async () =>
      json(200, { isSuccess: true, content: { orderId: 'gw-abc-123', link: 'https://pay.example/x' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const redirect = vi.fn();
    expect(await startCheckout('lifetime-pass', 'uk', { redirect })).toBeNull();
    const [, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ plan: 'lifetime-pass', locale: 'uk' });
    expect(redirect).toHaveBeenCalledWith('https://pay.example/x');
    expect(readPendingOrder()).toBe('gw-abc-123');
    // Kept under its own name, with an expiry, so a forgotten order stops being asked about.
    const kept = JSON.parse(localStorage.getItem(`gw:${PENDING_ORDER_KEY}`) ?? '{}');
    expect(kept.v).toBe('gw-abc-123');
    expect(kept.exp).toBeGreaterThan(Date.now());
    expect(storage.get(PENDING_ORDER_KEY)).toBe('gw-abc-123');
  });

  it('answers the error and stays on the page when no link comes back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(409, { isSuccess: false, error: { code: 'PAYMENT_ALREADY_PREMIUM', message: 'x' } }),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const redirect = vi.fn();
    const error = await startCheckout('one-year-pass', 'en', { redirect });
    expect(error?.code).toBe('PAYMENT_ALREADY_PREMIUM');
    expect(redirect).not.toHaveBeenCalled();
    expect(readPendingOrder()).toBeNull();
  });
});

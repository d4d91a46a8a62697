import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushEvents, setAnalyticsEnabled, track } from './analytics.ts';
import { startCheckout } from './checkout.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => setAnalyticsEnabled(true));
afterEach(async () => {
  await flushEvents();
  setAnalyticsEnabled(false);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const eventCalls = (fetch: ReturnType<typeof vi.fn>) =>
  (fetch.mock.calls as unknown as [URL, RequestInit][]).filter(([url]) =>
    String(url).endsWith('/api/events'),
  );

describe('analytics delivery', () => {
  it('sends queued events with keepalive, so they survive leaving the page', async () => {
    const fetch = vi.fn(async () => json(200, { isSuccess: true, content: { accepted: 1 } }));
    vi.stubGlobal('fetch', fetch);
    track('signin-opened');
    expect(fetch).not.toHaveBeenCalled();
    await flushEvents();
    const [[, init]] = eventCalls(fetch) as [[URL, RequestInit]];
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(String(init.body)).events).toEqual([
      expect.objectContaining({ name: 'signin-opened' }),
    ]);
  });

  it('splits a long queue into batches the endpoint accepts', async () => {
    const fetch = vi.fn(async () => json(200, { isSuccess: true, content: { accepted: 50 } }));
    vi.stubGlobal('fetch', fetch);
    for (let i = 0; i < 120; i++) track('exercise_answer', { i });
    await flushEvents();
    expect(eventCalls(fetch).map(([, init]) => JSON.parse(String(init.body)).events.length)).toEqual([
      50, 50, 20,
    ]);
  });

  it('sends checkout-opened before checkout leaves for the payment page', async () => {
    const order: string[] = [];
    const fetch = vi.fn(async (url: URL) => {
      order.push(new URL(url).pathname);
      return String(url).endsWith('/api/events')
        ? json(200, { isSuccess: true, content: { accepted: 1 } })
        : json(200, { isSuccess: true, content: { orderId: 'gw-abc-123', link: 'https://pay.example/x' } });
    });
    vi.stubGlobal('fetch', fetch);
    const redirect = vi.fn(() => order.push('redirect'));
    expect(await startCheckout('lifetime-pass', 'en', { redirect })).toBeNull();
    expect(order).toEqual(['/api/payment/liqpay-checkout', '/api/events', 'redirect']);
    const [[, init]] = eventCalls(fetch) as [[URL, RequestInit]];
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(String(init.body)).events).toEqual([
      expect.objectContaining({
        name: 'checkout-opened',
        props: expect.objectContaining({ plan: 'lifetime-pass' }),
      }),
    ]);
  });
});

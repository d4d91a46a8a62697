import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPendingOrder } from '../../lib/checkout.ts';
import { SessionProvider, useSession } from '../../lib/session.tsx';
import { storage } from '../../lib/storage.ts';
import { usePendingOrderCheck } from './usePendingOrderCheck.ts';

const user = {
  _id: 'u1',
  name: 'Anna',
  email: 'anna@example.com',
  isPremium: false,
  role: 'user',
  locale: 'en',
  quizString: null,
  lastPayment: null,
  premiumUntil: null,
  sectionRecords: {},
};
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function fakeApi(orderStatus: string) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => {
      paths.push(url.pathname);
      if (url.pathname === '/api/auth/refresh')
        return json({
          isSuccess: true,
          content: { accessToken: 't', accessTokenExpiresAt: new Date(Date.now() + 9e5).toISOString(), user },
        });
      if (url.pathname.startsWith('/api/payment/liqpay-check-payment-status/'))
        return json({
          isSuccess: true,
          content: { payment: { status: orderStatus }, isPremium: orderStatus === 'success' },
        });
      if (url.pathname === '/api/users/by-access-token')
        return json({ isSuccess: true, content: { ...user, isPremium: true } });
      return json({ isSuccess: false, error: { code: 'NOT_FOUND', message: 'no' } });
    }),
  );
  return paths;
}

const wrapper = ({ children }: { children: ReactNode }) => <SessionProvider>{children}</SessionProvider>;
const useBoth = () => {
  usePendingOrderCheck();
  return useSession();
};

afterEach(() => vi.unstubAllGlobals());

describe('usePendingOrderCheck', () => {
  it('applies a payment the learner never came back from, and forgets the order', async () => {
    storage.set('pendingOrderId', 'gw-late-1');
    const paths = fakeApi('success');
    const { result } = renderHook(useBoth, { wrapper });
    await waitFor(() => expect(result.current.user?.isPremium).toBe(true));
    expect(paths).toContain('/api/payment/liqpay-check-payment-status/gw-late-1');
    expect(readPendingOrder()).toBeNull();
  });

  it('keeps a still-pending order for next time', async () => {
    storage.set('pendingOrderId', 'gw-late-2');
    const paths = fakeApi('pending');
    renderHook(useBoth, { wrapper });
    await waitFor(() => expect(paths).toContain('/api/payment/liqpay-check-payment-status/gw-late-2'));
    expect(readPendingOrder()).toBe('gw-late-2');
  });

  it('asks nothing when no order is kept', async () => {
    const paths = fakeApi('success');
    const { result } = renderHook(useBoth, { wrapper });
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    await new Promise((r) => setTimeout(r, 50));
    expect(paths.some((p) => p.includes('check-payment-status'))).toBe(false);
  });
});

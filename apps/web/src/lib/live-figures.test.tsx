import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEARNERS_SHOWN_FROM, learnersToShow, useLearnersCount } from './live-figures.ts';

afterEach(() => vi.unstubAllGlobals());

describe('useLearnersCount', () => {
  it('reads the count once into the shared cache and shows it', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ isSuccess: true, content: { count: 4321 } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const first = renderHook(() => useLearnersCount(), { wrapper });
    expect(first.result.current).toBeNull();
    await waitFor(() => expect(first.result.current).toBe(4321));
    // A second reader (the paywall) starts from the cache and asks no more.
    const second = renderHook(() => useLearnersCount(), { wrapper });
    expect(second.result.current).toBe(4321);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe('learnersToShow', () => {
  it('shows a real count from the threshold up', () => {
    expect(LEARNERS_SHOWN_FROM).toBe(100);
    expect(learnersToShow(100)).toBe(100);
    expect(learnersToShow(12_345)).toBe(12_345);
  });

  it('shows nothing below it, and never a made-up number when the count is unknown', () => {
    expect(learnersToShow(3)).toBeNull();
    expect(learnersToShow(99)).toBeNull();
    expect(learnersToShow(0)).toBeNull();
    expect(learnersToShow(null)).toBeNull();
    expect(learnersToShow(undefined)).toBeNull();
    expect(learnersToShow(Number.NaN)).toBeNull();
  });
});

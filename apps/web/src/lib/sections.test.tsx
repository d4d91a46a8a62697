import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionsQueryOptions, useSections } from './sections.ts';

vi.mock('./session.tsx', () => ({ useSession: () => ({ user: null }) }));

afterEach(() => vi.unstubAllGlobals());

const section = (slug: string) => ({ slug, name: { en: slug, uk: slug }, topics: [] });

describe('GET /sections', () => {
  it('is asked once for every screen that lists sections, each narrowing the one cached answer', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            isSuccess: true,
            content: { sections: [section('tenses'), section('tutorial')] },
          }),
          { status: 200 },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const hub = renderHook(() => useSections(), { wrapper });
    const demo = renderHook(() => useSections((all) => all.filter((s) => s.slug !== 'tutorial')), {
      wrapper,
    });
    await waitFor(() => expect(hub.result.current.data).toHaveLength(2));
    await waitFor(() => expect(demo.result.current.data?.map((s) => s.slug)).toEqual(['tenses']));
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(client.getQueryCache().findAll({ queryKey: ['sections'] })).toHaveLength(1);
  });

  it('keys the answer by viewer and access, since the server marks locks per viewer', () => {
    expect(sectionsQueryOptions(null).queryKey).toEqual(['sections', 'visitor', false]);
    expect(sectionsQueryOptions({ _id: 'u1', isPremium: true }).queryKey).toEqual(['sections', 'u1', true]);
  });
});

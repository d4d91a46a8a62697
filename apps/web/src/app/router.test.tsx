import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { SessionProvider } from '../lib/session.tsx';
import { routeObjects } from './router.tsx';

function renderAt(path: string, locale: 'en' | 'uk' = 'en') {
  const i18n = initI18n(locale);
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

describe('router', () => {
  it('renders the landing page at / with its title', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'English grammar exercises with explanations',
    );
    await waitFor(() => expect(document.title).toBe('Gapwise | English Grammar Exercises with Explanations'));
  });

  it('redirects an unknown path home', async () => {
    const router = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('redirects /hub to /hub/sections (a visitor then to sign-in) and /public to the terms', async () => {
    const router = renderAt('/hub');
    // The hub is guarded: with no session the visitor ends on the sign-in page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    router.navigate('/public');
    await waitFor(() => expect(router.state.location.pathname).toBe('/public/terms-of-services'));
  });

  it('renders in Ukrainian and titles the page in Ukrainian', async () => {
    renderAt('/', 'uk');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Вправи з англійської граматики',
    );
    await waitFor(() =>
      expect(document.title).toBe('Gapwise | Вправи з англійської граматики з поясненнями'),
    );
  });
});

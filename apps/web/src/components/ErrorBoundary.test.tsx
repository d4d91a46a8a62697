import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '../app/RouteError.tsx';
import { initI18n } from '../lib/i18n.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/** A part that throws while `flaky.fail` is set. */
const flaky = { fail: true };
function Flaky() {
  if (flaky.fail) throw new Error('render failed');
  return <p>Explanation</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('errors a person recovers from', () => {
  it('an error boundary shows the generic message with a retry that brings the part back', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    flaky.fail = true;
    const onRetry = vi.fn(() => {
      flaky.fail = false;
    });
    render(
      <I18nextProvider i18n={initI18n('en')}>
        <p>The rest of the page</p>
        <ErrorBoundary onRetry={onRetry}>
          <Flaky />
        </ErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByText('Explanation')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  const renderRoute = (lazyError: Error, locale: 'en' | 'uk' = 'en') => {
    const router = createMemoryRouter(
      [
        {
          errorElement: <RouteError />,
          children: [
            {
              path: '/',
              lazy: async () => {
                throw lazyError;
              },
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <I18nextProvider i18n={initI18n(locale)}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
  };

  it('a screen that fails shows a full-screen error with a heading and a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(new Error('loader broke'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a chunk that still fails after the one reload shows the recoverable update screen (uk)', async () => {
    // The page was just reloaded for this: no second reload, the screen instead.
    sessionStorage.setItem('gapwise:chunk-reload', String(Date.now()));
    renderRoute(new TypeError('Failed to fetch dynamically imported module: /assets/HubPage-x.js'), 'uk');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Gapwise оновився');
    expect(screen.getByRole('button', { name: 'Перезавантажити' })).toBeInTheDocument();
  });
});

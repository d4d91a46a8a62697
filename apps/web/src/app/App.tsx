import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { FullScreenLoader } from '../components/FullScreenLoader.tsx';
import { i18n, initI18n, loadShellTexts } from '../lib/i18n.ts';
import { browserLocaleSources, chooseLocale } from '../lib/locale.ts';
import { queryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

export function App() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void chooseLocale(browserLocaleSources).then(async (locale) => {
      await loadShellTexts(locale).catch(() => loadShellTexts('en'));
      initI18n(locale);
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (!ready) return <FullScreenLoader />;
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

import { Outlet, ScrollRestoration } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { SkipLink } from '../components/layout/SkipLink.tsx';
import { AccountOverlays } from '../features/auth/AccountOverlays.tsx';
import { BillingOverlays } from '../features/billing/BillingOverlays.tsx';
import { TitleUpdater } from './TitleUpdater.tsx';

export function RootLayout() {
  return (
    <>
      <SkipLink />
      <TitleUpdater />
      <Outlet />
      <ErrorBoundary>
        <AccountOverlays />
      </ErrorBoundary>
      <ErrorBoundary>
        <BillingOverlays />
      </ErrorBoundary>
      <ScrollRestoration />
    </>
  );
}

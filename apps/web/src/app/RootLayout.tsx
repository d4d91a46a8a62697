import { Outlet, ScrollRestoration } from 'react-router';
import { AccountOverlays } from '../features/auth/AccountOverlays.tsx';
import { BillingOverlays } from '../features/billing/BillingOverlays.tsx';
import { TitleUpdater } from './TitleUpdater.tsx';

export function RootLayout() {
  return (
    <>
      <TitleUpdater />
      <Outlet />
      <AccountOverlays />
      <BillingOverlays />
      <ScrollRestoration />
    </>
  );
}

import { Outlet, ScrollRestoration } from 'react-router';
import { AccountOverlays } from '../features/auth/AccountOverlays.tsx';
import { TitleUpdater } from './TitleUpdater.tsx';

export function RootLayout() {
  return (
    <>
      <TitleUpdater />
      <Outlet />
      <AccountOverlays />
      <ScrollRestoration />
    </>
  );
}

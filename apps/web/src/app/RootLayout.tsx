import { Outlet, ScrollRestoration } from 'react-router';
import { TitleUpdater } from './TitleUpdater.tsx';

export function RootLayout() {
  return (
    <>
      <TitleUpdater />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

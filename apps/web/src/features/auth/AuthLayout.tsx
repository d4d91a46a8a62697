import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { LanguageSwitch } from '../../components/ui/LanguageSwitch.tsx';
import { Logo } from '../../components/ui/Logo.tsx';

/** A quiet frame for sign-in: logo home, language, one card in the middle. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-white to-white">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link
          to={pathTo('home')}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Logo />
        </Link>
        <LanguageSwitch />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:items-center sm:pt-0">
        <div className="w-full max-w-md rounded-3xl bg-white p-6 shadow-xl shadow-brand-900/5 ring-1 ring-slate-200 sm:p-8">
          {children}
        </div>
      </main>
    </div>
  );
}

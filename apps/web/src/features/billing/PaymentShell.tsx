import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { Logo } from '../../components/ui/Logo.tsx';

/** The payment result pages: the logo and one centred card, nothing else to distract. */
export function PaymentShell({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-white to-white">
      <header className="px-4 pt-5 sm:px-6">
        <Link
          to={pathTo('home')}
          aria-label={label}
          className="inline-block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-8 pb-12 sm:items-center sm:pt-0">
        <div className="w-full max-w-md rounded-3xl bg-white p-6 text-center shadow-xl shadow-brand-900/5 ring-1 ring-slate-200 sm:p-8">
          {children}
        </div>
      </main>
    </div>
  );
}

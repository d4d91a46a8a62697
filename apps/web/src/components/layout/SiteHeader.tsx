import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { useSession } from '../../lib/session.tsx';
import { LanguageSwitch } from '../ui/LanguageSwitch.tsx';
import { Logo } from '../ui/Logo.tsx';
import { MenuButton } from './MenuButton.tsx';
import { SECTION_LINKS } from './nav-links.ts';

// Only signed-in learners see the account menu; its popover library loads with it.
const UserMenu = lazy(async () => ({ default: (await import('./UserMenu.tsx')).UserMenu }));
const placeholder = <span className="h-9 w-20 animate-pulse rounded-full bg-slate-100" aria-hidden="true" />;

export function SiteHeader() {
  const { t } = useTranslation();
  const { status } = useSession();
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200/70 bg-white/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={pathTo('home')}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Logo />
        </Link>
        <nav
          aria-label={t('nav.main')}
          className="hidden items-center gap-7 text-sm font-medium text-slate-600 md:flex"
        >
          {SECTION_LINKS.map((link) => (
            <Link
              key={link.hash}
              to={{ pathname: pathTo('home'), hash: link.hash }}
              className="hover:text-brand-700"
            >
              {t(link.label)}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-2 sm:gap-3">
          {/* Phones find the language switch in the burger menu, which keeps this row on one line. */}
          <div className="hidden sm:block">
            <LanguageSwitch />
          </div>
          {status === 'signed-in' ? (
            <Suspense fallback={placeholder}>
              <UserMenu />
            </Suspense>
          ) : status === 'visitor' ? (
            <Link
              to={pathTo('signin')}
              className="rounded-full bg-slate-900 px-4 py-2 whitespace-nowrap text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t('nav.login')}
            </Link>
          ) : (
            placeholder
          )}
          <MenuButton />
        </div>
      </div>
    </header>
  );
}

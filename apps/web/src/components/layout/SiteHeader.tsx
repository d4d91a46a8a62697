import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { LanguageSwitch } from '../ui/LanguageSwitch.tsx';
import { Logo } from '../ui/Logo.tsx';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200/70 bg-white/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={pathTo('home')} aria-label={t('nav.home')}>
          <Logo />
        </Link>
        <nav className="hidden items-center gap-6 text-sm font-medium text-slate-600 md:flex">
          <Link to={pathTo('demo')} className="hover:text-brand-700">
            {t('nav.demo')}
          </Link>
          <a href="#how" className="hover:text-brand-700">
            {t('nav.howItWorks')}
          </a>
          <a href="#features" className="hover:text-brand-700">
            {t('nav.features')}
          </a>
        </nav>
        <div className="flex items-center gap-3">
          <LanguageSwitch />
          <Link
            to={pathTo('signin')}
            className="rounded-full bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700"
          >
            {t('nav.login')}
          </Link>
        </div>
      </div>
    </header>
  );
}

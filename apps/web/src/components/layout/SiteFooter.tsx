import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { Logo } from '../ui/Logo.tsx';

const SUPPORT_EMAIL = 'support@gapwise.app';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 text-sm text-slate-600 sm:px-6 md:grid-cols-3">
        <div className="space-y-2">
          <Logo />
          <p>{t('footer.tagline')}</p>
        </div>
        <nav className="flex flex-col gap-2">
          <Link to={pathTo('demo')} className="hover:text-brand-700">
            {t('nav.demo')}
          </Link>
          <Link to={pathTo('public.terms-of-services')} className="hover:text-brand-700">
            {t('titles.terms')}
          </Link>
          <Link to={pathTo('public.privacy-policy')} className="hover:text-brand-700">
            {t('titles.privacy')}
          </Link>
        </nav>
        <div className="space-y-1">
          <p className="font-semibold text-slate-800">{t('footer.support')}</p>
          <a href={`mailto:${SUPPORT_EMAIL}`} className="text-brand-700 hover:underline">
            {SUPPORT_EMAIL}
          </a>
        </div>
      </div>
      <p className="pb-8 text-center text-xs text-slate-400">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { SUPPORT_EMAIL } from '../../lib/support.ts';
import { SellerDetails } from '../SellerDetails.tsx';
import { Logo } from '../ui/Logo.tsx';
import { SECTION_LINKS } from './nav-links.ts';

const link = 'rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 text-sm text-slate-600 sm:grid-cols-2 sm:px-6 md:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.product')} className="flex flex-col gap-2">
          <p className="font-semibold text-slate-800">{t('footer.product')}</p>
          {SECTION_LINKS.map((item) => (
            <Link key={item.hash} to={{ pathname: pathTo('home'), hash: item.hash }} className={link}>
              {t(item.label)}
            </Link>
          ))}
        </nav>
        <nav aria-label={t('footer.legal')} className="flex flex-col gap-2">
          <p className="font-semibold text-slate-800">{t('footer.legal')}</p>
          <Link to={pathTo('public.terms-of-services')} className={link}>
            {t('footer.terms')}
          </Link>
          <Link to={pathTo('public.privacy-policy')} className={link}>
            {t('footer.privacy')}
          </Link>
        </nav>
        <div className="flex flex-col gap-2">
          <p className="font-semibold text-slate-800">{t('footer.support')}</p>
          <a href={`mailto:${SUPPORT_EMAIL}`} className="text-brand-700 hover:underline">
            {SUPPORT_EMAIL}
          </a>
          <Link to={{ pathname: pathTo('home'), hash: 'contact' }} className={link}>
            {t('footer.contact')}
          </Link>
        </div>
      </div>
      <div className="border-t border-slate-200 px-4 py-6 text-center text-xs text-slate-500">
        <SellerDetails className="mb-2" />
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { SellerDetails } from '../../components/SellerDetails.tsx';
import { SUPPORT_EMAIL } from './payment-format.ts';

const LINK =
  'rounded font-medium text-slate-600 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** Terms (the public offer in Ukrainian), privacy and support; with `company`, the seller and copyright. */
export function LegalLinks({ company = false }: { company?: boolean }) {
  const { t, i18n } = useTranslation('billing');
  const uk = i18n.language === 'uk';
  return (
    <div className="text-center text-sm text-slate-500">
      <nav aria-label={t('paywall.support')} className="flex flex-wrap justify-center gap-x-5 gap-y-2">
        <Link
          to={pathTo(uk ? 'public.offer' : 'public.terms-of-services')}
          className={LINK}
          target="_blank"
          rel="noopener"
        >
          {t(uk ? 'paywall.offer' : 'paywall.terms')}
        </Link>
        <Link to={pathTo('public.privacy-policy')} className={LINK} target="_blank" rel="noopener">
          {t('paywall.privacy')}
        </Link>
        <a href={`mailto:${SUPPORT_EMAIL}`} className={LINK}>
          {t('paywall.support')}: {SUPPORT_EMAIL}
        </a>
      </nav>
      {company ? (
        <>
          <SellerDetails className="mt-4" fallback={<p className="mt-4">{t('paywall.company')}</p>} />
          <p className="mt-1">{t('paywall.copyright', { year: new Date().getFullYear() })}</p>
        </>
      ) : null}
    </div>
  );
}

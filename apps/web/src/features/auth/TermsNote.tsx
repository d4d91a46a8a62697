import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';

const linkClass = 'font-medium text-slate-700 underline underline-offset-2 hover:text-brand-700';

export function TermsNote() {
  const { t } = useTranslation('auth');
  return (
    <p className="text-center text-xs leading-relaxed text-slate-500">
      <Trans
        t={t}
        i18nKey="terms"
        components={{
          terms: <Link to={pathTo('public.terms-of-services')} className={linkClass} />,
          privacy: <Link to={pathTo('public.privacy-policy')} className={linkClass} />,
        }}
      />
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';

export function FinalCta() {
  const { t } = useTranslation('landing');
  return (
    <section className="px-4 py-20 sm:px-6">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 rounded-3xl bg-brand-900 px-6 py-14 text-center text-white">
        <h2 className="text-3xl font-bold sm:text-4xl">{t('final.title')}</h2>
        <p className="max-w-xl text-brand-100">{t('final.body')}</p>
        <Link
          to={pathTo('signin')}
          className="mt-2 rounded-full bg-white px-7 py-3 font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('cta.start')}
        </Link>
      </div>
    </section>
  );
}

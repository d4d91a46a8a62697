import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../app/routes.ts';
import { PublicLayout } from './layout/PublicLayout.tsx';

/** For named routes whose screens are not built yet: says so plainly and offers a way on. */
export function PendingPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{t('pending.title')}</h1>
        <p className="text-slate-600">{t('pending.body')}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Link
            to={pathTo('home')}
            className="rounded-full border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50"
          >
            {t('pending.back')}
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';

export function DemoSummary({
  score,
  total,
  onAgain,
}: {
  score: number;
  total: number;
  onAgain: () => void;
}) {
  const { t } = useTranslation('landing');
  return (
    <div className="py-8 text-center">
      <p className="text-4xl font-extrabold text-slate-900">
        {score} / {total}
      </p>
      <p className="mt-2 text-slate-600">{score === total ? t('demo.perfect') : t('demo.summary')}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link
          to={pathTo('signin')}
          className="rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('cta.start')}
        </Link>
        <button
          type="button"
          onClick={onAgain}
          className="rounded-xl border border-slate-300 px-6 py-3 font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('demo.again')}
        </button>
      </div>
    </div>
  );
}

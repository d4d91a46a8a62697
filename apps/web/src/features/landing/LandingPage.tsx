import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { Features } from './Features.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import { SampleExercise } from './SampleExercise.tsx';

export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <PublicLayout>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
          <div className="space-y-6">
            <p className="inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
              {t('hero.eyebrow')}
            </p>
            <h1 className="text-4xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-5xl">
              {t('hero.title')}
            </h1>
            <p className="text-lg text-slate-600">{t('hero.subtitle')}</p>
            <div className="flex flex-wrap gap-3">
              <Link
                to={pathTo('signin')}
                className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700"
              >
                {t('hero.cta')}
              </Link>
              <Link
                to={pathTo('demo')}
                className="rounded-full bg-white px-6 py-3 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
              >
                {t('hero.demo')}
              </Link>
            </div>
            <p className="text-sm text-slate-500">{t('hero.note')}</p>
          </div>
          <SampleExercise />
        </div>
      </section>
      <Stats />
      <HowItWorks />
      <Features />
      <section className="px-4 py-20 sm:px-6">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 rounded-3xl bg-brand-900 px-6 py-14 text-center text-white">
          <h2 className="text-3xl font-bold">{t('final.title')}</h2>
          <p className="text-brand-100">{t('final.body')}</p>
          <Link
            to={pathTo('demo')}
            className="rounded-full bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
          >
            {t('final.cta')}
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}

function Stats() {
  const { t } = useTranslation('landing');
  const items = [
    { value: '120+', label: t('stats.topics') },
    { value: '125,000+', label: t('stats.exercises') },
    { value: '2', label: t('stats.languages') },
  ];
  return (
    <section className="border-y border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-4xl grid-cols-3 gap-4 px-4 py-8 text-center">
        {items.map((item) => (
          <div key={item.label}>
            <dt className="sr-only">{item.label}</dt>
            <dd className="text-2xl font-extrabold text-brand-700 sm:text-3xl">{item.value}</dd>
            <dd className="text-xs text-slate-500 sm:text-sm">{item.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { figureOptions, useCatalogueFigures } from '../../lib/live-figures.ts';
import { SampleExercise } from './SampleExercise.tsx';
import { SocialProof } from './SocialProof.tsx';

// Everything under the first screen, with its texts (about 2 KB gzipped of Ukrainian): the hero paints
// with only the shell texts.
const BelowFold = lazy(async () => {
  const [m] = await Promise.all([
    import('./BelowFold.tsx'),
    import('./below-fold-texts.ts').then((texts) => texts.loadBelowFoldTexts()),
  ]);
  return { default: m.BelowFold };
});

export function LandingPage() {
  const { t, i18n } = useTranslation('landing');
  const figures = useCatalogueFigures();

  return (
    <PublicLayout>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-24">
          <div className="space-y-6">
            <p className="inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
              {t('hero.eyebrow', figureOptions(figures, i18n.language))}
            </p>
            <h1 className="text-4xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-5xl">
              {t('hero.title')}
            </h1>
            <p className="text-lg text-slate-600">{t('hero.subtitle')}</p>
            <div className="flex flex-wrap gap-3">
              <Link
                to={pathTo('signin')}
                className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {t('cta.start')}
              </Link>
              <a
                href="#demo"
                className="rounded-full bg-white px-6 py-3 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {t('hero.demo')}
              </a>
            </div>
            <SocialProof />
            <p className="text-sm text-slate-500">{t('hero.note')}</p>
          </div>
          <SampleExercise />
        </div>
      </section>
      <Suspense fallback={<div className="min-h-screen" />}>
        <BelowFold />
      </Suspense>
    </PublicLayout>
  );
}

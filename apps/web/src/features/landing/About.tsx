import { useTranslation } from 'react-i18next';
import { compactFigure, useCatalogueFigures } from '../../lib/live-figures.ts';

const FACTS = ['topics', 'exercises', 'languages'] as const;

export function About() {
  const { t, i18n } = useTranslation('landing');
  // Topics and exercises as the catalogue has them now; "—" for the moment they are loading.
  const figures = useCatalogueFigures();
  const fact = (name: (typeof FACTS)[number]) => {
    if (name === 'languages')
      return { value: t('about.facts.languages.value'), label: t('about.facts.languages.label') };
    const count = figures?.[name] ?? 0;
    return {
      value: figures ? compactFigure(count, i18n.language) : '—',
      label: t(`about.facts.${name}.label`, { count }),
    };
  };
  return (
    <section id="about" className="scroll-mt-20 px-4 py-20 sm:px-6">
      <div className="mx-auto grid max-w-6xl items-center gap-12 md:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
            {t('about.eyebrow')}
          </p>
          <h2 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{t('about.title')}</h2>
          <p className="mt-5 text-lg leading-relaxed text-slate-600">{t('about.p1')}</p>
          <p className="mt-4 leading-relaxed text-slate-600">{t('about.p2')}</p>
        </div>
        <dl className="grid grid-cols-3 gap-4 rounded-3xl bg-gradient-to-br from-brand-600 to-brand-900 p-8 text-white">
          {FACTS.map((name) => (
            <div key={name} className="flex flex-col-reverse text-center">
              <dt className="mt-1 text-xs text-brand-100 sm:text-sm">{fact(name).label}</dt>
              <dd className="text-2xl font-extrabold sm:text-3xl">{fact(name).value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';

/** A still picture of the exercise screen: a wrong pick, the right one, and the explanation. */
export function SampleExercise() {
  const { t } = useTranslation('landing');
  const [before, after] = t('sample.sentence').split('___');
  return (
    <figure
      className="rounded-3xl bg-white p-6 shadow-xl shadow-brand-900/10 ring-1 ring-slate-200"
      aria-hidden="true"
    >
      <div className="mb-4 flex items-center justify-between text-sm">
        <span className="font-semibold text-brand-700">{t('sample.label')}</span>
        <span className="text-amber-400">★★★</span>
      </div>
      <p className="text-xl font-medium text-slate-900">
        {before}
        <span className="mx-1 inline-block min-w-16 border-b-2 border-emerald-500 px-1 text-center text-emerald-700">
          {t('sample.right')}
        </span>
        {after}
      </p>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <span className="rounded-xl border-2 border-rose-300 bg-rose-50 px-4 py-3 text-center font-semibold text-rose-700 line-through">
          {t('sample.wrong')}
        </span>
        <span className="rounded-xl border-2 border-emerald-400 bg-emerald-50 px-4 py-3 text-center font-semibold text-emerald-700">
          {t('sample.right')}
        </span>
      </div>
      <figcaption className="mt-5 rounded-2xl bg-brand-50 p-4 text-sm leading-relaxed text-slate-700">
        {t('sample.explanation')}
      </figcaption>
    </figure>
  );
}

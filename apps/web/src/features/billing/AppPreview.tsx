import { useTranslation } from 'react-i18next';

const CHOICES = ['go', 'goes', 'going'] as const;

/**
 * The interface in miniature for the tariffs modal (docs/product-rules.md#pricing-and-payments: a preview by
 * locale): drawn, not an image, so it is always in the learner's language and costs no download.
 */
export function AppPreview() {
  const { t } = useTranslation('billing');
  return (
    <figure className="w-44 shrink-0 rounded-[1.75rem] bg-slate-900 p-1.5 shadow-xl shadow-brand-900/20">
      <div className="overflow-hidden rounded-[1.4rem] bg-white px-3 pt-3 pb-4" aria-hidden="true">
        <div className="mx-auto mb-3 h-1 w-10 rounded-full bg-slate-200" />
        <p className="flex justify-between text-[10px] font-semibold text-slate-500">
          <span>{t('tariffs.preview.topic')}</span>
          <span>{t('tariffs.preview.progress')}</span>
        </p>
        <div className="mt-1.5 h-1 rounded-full bg-slate-100">
          <div className="h-1 w-1/3 rounded-full bg-brand-600" />
        </div>
        <p className="mt-4 text-center text-xs font-semibold text-slate-900">
          {t('tariffs.preview.before')} <span className="text-emerald-700 underline">goes</span>{' '}
          {t('tariffs.preview.after')}
        </p>
        <div className="mt-3 grid gap-1.5">
          {CHOICES.map((c) => (
            <span
              key={c}
              className={`rounded-lg py-1 text-center text-[11px] font-semibold ring-1 ${c === 'goes' ? 'bg-emerald-50 text-emerald-700 ring-emerald-300' : 'text-slate-600 ring-slate-200'}`}
            >
              {c}
            </span>
          ))}
        </div>
        <div className="mt-3 rounded-lg bg-brand-50 p-2">
          <p className="text-[10px] font-bold text-emerald-700">{t('tariffs.preview.correct')}</p>
          <p className="mt-0.5 text-[10px] leading-snug text-slate-700">{t('tariffs.preview.explanation')}</p>
        </div>
      </div>
      <figcaption className="sr-only">{t('tariffs.previewAlt')}</figcaption>
    </figure>
  );
}

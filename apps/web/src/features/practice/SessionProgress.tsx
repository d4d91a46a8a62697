import { useTranslation } from 'react-i18next';

/** "Exercise N of M" and a bar. */
export function SessionProgress({ current, total, done }: { current: number; total: number; done: number }) {
  const { t } = useTranslation('learning');
  return (
    <div>
      <p className="text-sm font-medium text-slate-500">{t('session.progress', { current, total })}</p>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={t('session.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-500 to-violet-500 transition-[width] duration-500"
          style={{ width: `${total ? (done / total) * 100 : 0}%` }}
        />
      </div>
    </div>
  );
}

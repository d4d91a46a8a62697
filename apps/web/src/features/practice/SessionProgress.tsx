import { useTranslation } from 'react-i18next';

/** "Exercise N of M" and a bar; in the retry round "Second try · N of M" and a bar of its own colour. */
export function SessionProgress({
  current,
  total,
  done,
  retry = false,
}: {
  current: number;
  total: number;
  done: number;
  retry?: boolean;
}) {
  const { t } = useTranslation('learning');
  return (
    <div>
      <p className={`text-sm font-medium ${retry ? 'text-amber-700' : 'text-slate-500'}`}>
        {t(retry ? 'session.retryProgress' : 'session.progress', { current, total })}
      </p>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={t('session.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
      >
        <div
          className={`h-full rounded-full bg-gradient-to-r transition-[width] duration-500 ${
            retry ? 'from-amber-400 to-orange-500' : 'from-brand-500 to-violet-500'
          }`}
          style={{ width: `${total ? (done / total) * 100 : 0}%` }}
        />
      </div>
    </div>
  );
}

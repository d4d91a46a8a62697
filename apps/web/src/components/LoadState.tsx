import { useTranslation } from 'react-i18next';
import { Button } from './ui/Button.tsx';

/** What a screen shows while its data loads: pulsing card outlines, announced as loading. */
export function CardsSkeleton({ label, cardClassName = 'h-32' }: { label: string; cardClassName?: string }) {
  return (
    <div role="status" aria-label={label} className="grid animate-pulse gap-3 sm:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className={`rounded-2xl bg-slate-100 ${cardClassName}`} />
      ))}
    </div>
  );
}

/** What a screen shows when its data could not be loaded: the generic message and a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('learning');
  return (
    <div className="py-12 text-center" role="alert">
      <p className="text-slate-700">{t('common.error')}</p>
      <Button className="mt-4" size="small" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

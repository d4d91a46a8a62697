import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';

/** Loading, failed (with a retry) or the content: every admin query shows one of the three. */
export function QueryState<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: Error | null; isPending: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error)
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-2xl bg-rose-50 p-4 text-sm text-rose-800"
      >
        {t('loadFailed', { message: query.error.message })}
        <Button size="extra-small" variant="light" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  return (
    <div className="flex justify-center p-8 text-brand-600">
      <Spinner label={t('loading')} />
    </div>
  );
}

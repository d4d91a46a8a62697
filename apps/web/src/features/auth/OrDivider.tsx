import { useTranslation } from 'react-i18next';

export function OrDivider() {
  const { t } = useTranslation('auth');
  return (
    <div className="flex items-center gap-3 text-sm text-slate-400" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-200" />
      {t('or')}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';

/** Whether the result was saved; visitors get "log in to save" and "register" (their stars travel along). */
export function SaveNote({
  save,
  loginHref,
  registerHref,
}: {
  save: 'idle' | 'saving' | 'saved' | 'error' | 'visitor';
  loginHref: string;
  registerHref: string;
}) {
  const { t } = useTranslation('learning');
  if (save === 'visitor') {
    return (
      <div className="mt-6 w-full rounded-2xl bg-brand-50 p-4 text-left ring-1 ring-brand-100 sm:p-5">
        <p className="font-semibold text-slate-900">{t('results.visitorTitle')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('results.visitorBody')}</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Link to={loginHref} className={buttonClass('dark', 'small', 'sm:flex-1')}>
            {t('results.loginToSave')}
          </Link>
          <Link to={registerHref} className={buttonClass('light', 'small', 'sm:flex-1')}>
            {t('results.register')}
          </Link>
        </div>
      </div>
    );
  }
  const text =
    save === 'saving'
      ? t('results.saving')
      : save === 'saved'
        ? t('results.saved')
        : save === 'error'
          ? t('results.saveError')
          : '';
  return (
    <p
      role="status"
      className={`mt-4 flex min-h-6 items-center gap-1.5 text-sm ${save === 'error' ? 'text-rose-600' : 'text-emerald-700'}`}
    >
      {save === 'saved' ? <Icon name="check" className="size-4" /> : null}
      {text}
    </p>
  );
}

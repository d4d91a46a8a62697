import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/Icon.tsx';

const ICON_BUTTON =
  'grid size-11 shrink-0 place-items-center rounded-full text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

/** Back (or close, in the demo), the topic name, the rule card and the settings icon (hidden in the demo). */
export function SessionHeader({
  title,
  backTo,
  onClose,
  onRule,
  onSettings,
}: {
  title: string;
  backTo: string;
  onClose?: () => void;
  onRule?: () => void;
  onSettings?: () => void;
}) {
  const { t } = useTranslation('learning');
  return (
    <header className="sticky top-0 z-20 border-b border-slate-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-3xl items-center gap-1 px-2 sm:px-4">
        {onClose ? (
          <button type="button" onClick={onClose} className={ICON_BUTTON} aria-label={t('session.close')}>
            <Icon name="close" />
          </button>
        ) : (
          <Link to={backTo} className={ICON_BUTTON} aria-label={t('session.back')}>
            <Icon name="back" />
          </Link>
        )}
        <p className="min-w-0 flex-1 truncate px-1 text-center font-semibold text-slate-900 sm:text-lg">
          {title}
        </p>
        {onRule ? (
          <button type="button" onClick={onRule} className={ICON_BUTTON} aria-label={t('rule.open')}>
            <Icon name="book" />
          </button>
        ) : null}
        {onSettings ? (
          <button
            type="button"
            onClick={onSettings}
            className={ICON_BUTTON}
            aria-label={t('session.settings')}
          >
            <Icon name="settings" />
          </button>
        ) : (
          <span className="size-11 shrink-0" aria-hidden="true" />
        )}
      </div>
    </header>
  );
}

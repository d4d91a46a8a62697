import { useTranslation } from 'react-i18next';

/**
 * The look of `buttonClass('dark', 'small')` (ui/Button.tsx), written out: this panel is in the entry
 * chunk (it must show when other chunks cannot load) and the Button's class table would add to it.
 */
const RETRY_CLASS =
  'inline-flex min-h-10 items-center justify-center rounded-full bg-slate-900 px-4 font-semibold text-sm text-white shadow-sm hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2';

interface Props {
  /** 'update': a part of the app could not be loaded (a new version, or offline); else the generic text. */
  kind?: 'generic' | 'update';
  /** What the button does: try the failed part again. */
  onRetry: () => void;
  /** A whole screen (route error) or a box inside one (an error boundary around a part). */
  fullScreen?: boolean;
}

/** What a person sees when something failed, with the one thing that helps: trying again. */
export function ErrorPanel({ kind = 'generic', onRetry, fullScreen = false }: Props) {
  const { t } = useTranslation('common');
  const Heading = fullScreen ? 'h1' : 'h2';
  return (
    <div
      role="alert"
      className={`mx-auto flex max-w-md flex-col items-center gap-4 px-6 text-center ${fullScreen ? 'min-h-dvh justify-center' : 'py-10'}`}
    >
      <Heading className="font-semibold text-slate-900 text-xl">
        {t(kind === 'update' ? 'errors.updateTitle' : 'errors.title')}
      </Heading>
      <p className="text-slate-600">{t(kind === 'update' ? 'errors.update' : 'errors.generic')}</p>
      <button type="button" className={RETRY_CLASS} onClick={onRetry}>
        {t(kind === 'update' ? 'errors.reload' : 'errors.retry')}
      </button>
    </div>
  );
}

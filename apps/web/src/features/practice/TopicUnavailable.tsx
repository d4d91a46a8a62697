import { useTranslation } from 'react-i18next';
import { pathTo } from '../../app/routes.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { IconWrapper } from '../../components/ui/IconWrapper.tsx';

/** A topic that cannot be opened: sign in, get premium, not found, or a failure with Try again. */
export function TopicUnavailable({
  code,
  backTo,
  onRetry,
}: {
  code: string | undefined;
  backTo: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('learning');
  const kind =
    code === 'TOPIC_LOCKED'
      ? 'signin'
      : code === 'PREMIUM_REQUIRED'
        ? 'premium'
        : code === 'TOPIC_NOT_FOUND'
          ? 'missing'
          : code === 'EMPTY'
            ? 'empty'
            : 'error';
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center">
      <IconWrapper
        size="lg"
        tone={kind === 'error' || kind === 'missing' || kind === 'empty' ? 'slate' : 'brand'}
      >
        <Icon name={kind === 'signin' || kind === 'premium' ? 'lock' : 'search'} className="size-6" />
      </IconWrapper>
      <h1 className="mt-5 text-2xl font-bold text-slate-900">{t(`unavailable.${kind}Title`)}</h1>
      <p className="mt-2 text-slate-600">{t(`unavailable.${kind}Body`)}</p>
      <div className="mt-8 flex w-full flex-col gap-3">
        {kind === 'signin' ? (
          <Button to={pathTo('signin')} variant="primary-gradient">
            {t('locked.signinCta')}
          </Button>
        ) : kind === 'premium' ? (
          <Button to={pathTo('hub.paywall')} variant="primary-gradient">
            {t('locked.premiumCta')}
          </Button>
        ) : kind === 'error' ? (
          <Button onClick={onRetry}>{t('common.retry')}</Button>
        ) : null}
        <Button to={backTo} variant="light">
          {t('session.toTopics')}
        </Button>
      </div>
    </div>
  );
}

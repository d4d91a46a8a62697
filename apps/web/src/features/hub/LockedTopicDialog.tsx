import type { TopicSummary } from '@gapwise/contracts/constants';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../app/routes.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { IconWrapper } from '../../components/ui/IconWrapper.tsx';
import { Modal } from '../../components/ui/Modal.tsx';

/** A locked topic: visitors are asked to sign in, learners are offered premium. */
export function LockedTopicDialog({ topic, onClose }: { topic: TopicSummary | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('learning');
  const lang = i18n.language === 'uk' ? 'uk' : 'en';
  const kind = topic?.lockedBy === 'signin' ? 'signin' : 'premium';
  return (
    <Modal
      open={topic !== null}
      onOpenChange={(o) => !o && onClose()}
      title={t(`locked.${kind}Title`)}
      width="sm"
      sheet
    >
      <div className="flex flex-col items-center text-center">
        <IconWrapper size="lg" tone="amber">
          <Icon name="lock" className="size-6" />
        </IconWrapper>
        {topic ? <p className="mt-4 font-semibold text-slate-900">{topic.name[lang]}</p> : null}
        <p className="mt-2 text-slate-600">{t(`locked.${kind}Body`)}</p>
        <div className="mt-6 flex w-full flex-col gap-3">
          <Button
            variant="primary-gradient"
            to={kind === 'signin' ? pathTo('signin') : pathTo('hub.paywall')}
          >
            {t(`locked.${kind}Cta`)}
          </Button>
          <Button variant="transparent" onClick={onClose}>
            {t('locked.notNow')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

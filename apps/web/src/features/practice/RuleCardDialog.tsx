import type { TopicWithExercises } from '@gapwise/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';

/** The topic's rule card (content bank, en/uk): the rule, what to look out for, two examples. */
export function RuleCardDialog({
  topic,
  open,
  onOpenChange,
  finalFocus,
}: {
  topic: TopicWithExercises;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where "Start practising" leaves focus when the card opened by itself. */
  finalFocus?: () => HTMLElement | null;
}) {
  const { t, i18n } = useTranslation('learning');
  const lang = i18n.language === 'uk' ? 'uk' : 'en';
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={topic.name[lang]}
      description={t('rule.title')}
      sheet
      finalFocus={finalFocus}
    >
      <div className="space-y-5">
        <p className="text-[17px] leading-relaxed text-slate-800">{topic.card.rule[lang]}</p>
        <div>
          <h3 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('rule.signals')}
          </h3>
          <p className="mt-1.5 text-slate-600">{topic.card.signals[lang]}</p>
        </div>
        <div>
          <h3 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('rule.examples')}
          </h3>
          <ul className="mt-2 space-y-2">
            {topic.card.examples.map((example) => (
              <li key={example} lang="en" className="rounded-xl bg-slate-50 px-4 py-3 text-slate-800">
                {example}
              </li>
            ))}
          </ul>
        </div>
        <Button variant="primary-gradient" fullWidth onClick={() => onOpenChange(false)}>
          {t('rule.start')}
        </Button>
      </div>
    </Modal>
  );
}

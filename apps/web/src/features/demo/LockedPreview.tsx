import type { TopicSummary } from '@gapwise/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { IconWrapper } from '../../components/ui/IconWrapper.tsx';
import { TopicCard } from '../../components/ui/TopicCard.tsx';

/**
 * The rest of the catalogue, blurred behind the lock overlay with its texts
 * (docs/product-rules.md#sections-demo-and-playground).
 */
export function LockedPreview({ topics, onDiscover }: { topics: TopicSummary[]; onDiscover: () => void }) {
  const { t, i18n } = useTranslation('learning');
  const lang = i18n.language === 'uk' ? 'uk' : 'en';
  return (
    <div className="relative mt-10 min-h-96">
      <ul
        aria-hidden="true"
        className="pointer-events-none grid grid-cols-1 gap-3 blur-[3px] select-none sm:grid-cols-2 lg:grid-cols-3"
      >
        {topics.map((topic) => (
          <li key={topic.slug}>
            <TopicCard
              name={topic.name[lang]}
              possibleAnswers={topic.possibleAnswers}
              level={topic.level}
              stars={0}
              locked
              readOnly
            />
          </li>
        ))}
      </ul>
      <div className="absolute inset-0 flex items-center justify-center bg-gradient-to-b from-white/40 via-white/80 to-white p-4">
        <div className="max-w-md rounded-3xl bg-white p-6 text-center shadow-xl ring-1 ring-slate-200 sm:p-8">
          <IconWrapper size="lg" tone="brand">
            <Icon name="lock" className="size-6" />
          </IconWrapper>
          <h2 className="mt-4 text-xl font-bold text-slate-900">{t('demo.tryTitle')}</h2>
          <p className="mt-2 text-slate-600">{t('demo.tryBody')}</p>
          <Button variant="dark" className="mt-6" onClick={onDiscover}>
            {t('demo.discover')}
          </Button>
        </div>
      </div>
    </div>
  );
}

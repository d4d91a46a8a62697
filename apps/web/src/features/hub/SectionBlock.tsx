import type { Section, TopicSummary } from '@gapwise/contracts/constants';
import { useTranslation } from 'react-i18next';
import { TopicCard } from '../../components/ui/TopicCard.tsx';
import { roundedCount } from './filter.ts';

/** One section: name, topic count (plural forms), rounded exercise count and its topic cards. */
export function SectionBlock({
  section,
  starsOf,
  onOpen,
}: {
  section: Section;
  starsOf: (topic: TopicSummary) => number;
  onOpen: (topic: TopicSummary) => void;
}) {
  const { t, i18n } = useTranslation('learning');
  const lang = i18n.language === 'uk' ? 'uk' : 'en';
  const exercises = section.topics.reduce((n, tp) => n + tp.totalExercises, 0);
  return (
    <section aria-labelledby={`section-${section.slug}`} className="mt-8 first:mt-4">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={`section-${section.slug}`} className="text-xl font-bold text-slate-900">
          {section.name[lang]}
        </h2>
        <p className="shrink-0 text-sm text-slate-500">
          {t('hub.topicCount', { count: section.topics.length })} ·{' '}
          {t('hub.exerciseCount', { n: roundedCount(exercises, lang) })}
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {section.topics.map((topic) => (
          <li key={topic.slug}>
            <TopicCard
              name={topic.name[lang]}
              possibleAnswers={topic.possibleAnswers}
              level={topic.level}
              stars={starsOf(topic)}
              locked={topic.lockedBy !== null}
              onOpen={() => onOpen(topic)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

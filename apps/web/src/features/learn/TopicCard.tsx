import type { TopicSummary } from '@gapwise/contracts';
import { Link } from 'react-router';
import { useLearnTranslation } from './i18n.ts';
import { Stars } from './Stars.tsx';

const LEVEL_STYLE: Record<string, string> = {
  basic: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  intermediate: 'bg-sky-50 text-sky-700 ring-sky-200',
  advanced: 'bg-violet-50 text-violet-700 ring-violet-200',
};

/** Rounds big counts for the card ("2,000+"), small ones stay exact. */
const displayCount = (n: number) =>
  n >= 1000 ? `${(Math.floor(n / 100) * 100).toLocaleString('en')}+` : String(n);

export function TopicCard({ topic, stars, to }: { topic: TopicSummary; stars: number; to: string }) {
  const { t, i18n } = useLearnTranslation();
  const name = i18n.language === 'uk' ? topic.name.uk : topic.name.en;
  const locked = topic.lockedBy !== null;
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${LEVEL_STYLE[topic.level] ?? ''}`}
        >
          {t(`levels.${topic.level}`)}
        </span>
        {locked ? (
          <svg
            viewBox="0 0 24 24"
            className="size-5 text-slate-400"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </svg>
        ) : topic.isDemo ? (
          <span className="text-xs font-semibold text-brand-700">{t('hub.demo')}</span>
        ) : (
          <Stars value={stars} />
        )}
      </div>
      <h3 className="mt-3 font-semibold leading-snug text-slate-900">{name}</h3>
      <p className="mt-1 line-clamp-1 text-sm text-slate-500">{topic.possibleAnswers.join(' · ')}</p>
      <p className="mt-3 text-xs text-slate-400">
        {locked
          ? t(topic.lockedBy === 'signin' ? 'hub.lockedSignin' : 'hub.lockedPremium')
          : t('hub.exercises', { n: displayCount(topic.totalExercises) })}
      </p>
    </>
  );
  const className = `block h-full rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition ${
    locked ? 'opacity-75 hover:opacity-100' : 'hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200'
  } focus-visible:outline-2 focus-visible:outline-brand-600`;
  return (
    <Link
      to={to}
      className={className}
      aria-label={
        locked
          ? `${name}: ${t(topic.lockedBy === 'signin' ? 'hub.lockedSignin' : 'hub.lockedPremium')}`
          : name
      }
    >
      {body}
    </Link>
  );
}

import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';
import { Stars } from './Stars.tsx';

const LEVEL_STYLE: Record<string, string> = {
  basic: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  intermediate: 'bg-sky-50 text-sky-700 ring-sky-600/20',
  advanced: 'bg-violet-50 text-violet-700 ring-violet-600/20',
};

export interface TopicCardProps {
  name: string;
  /** The topic's possible answers, shown as the subtitle. */
  possibleAnswers: string[];
  level: string;
  stars: number;
  locked: boolean;
  onOpen?: () => void;
  /** Shows the card without any action (the demo's "all topics" list). */
  readOnly?: boolean;
}

/** A topic: stars, name, possible answers, level chip and a lock or an arrow. */
export function TopicCard({ name, possibleAnswers, level, stars, locked, onOpen, readOnly }: TopicCardProps) {
  const { t } = useTranslation('learning');
  // Random stars run 2 to 4 (docs/product-rules.md#stars-and-scores) but a card has three: the label says
  // what is drawn, never "4 of 3".
  const shown = Math.max(0, Math.min(3, Math.round(stars)));
  // The name comes first for screen readers; the stars and level row is drawn on top (order-first).
  const body = (
    <>
      <span className="mt-3 flex items-end justify-between gap-3">
        <span className="min-w-0">
          <span className="block font-semibold leading-snug break-words text-slate-900">{name}</span>
          <span className="mt-1 block truncate text-sm text-slate-500">{possibleAnswers.join(', ')}</span>
        </span>
        {readOnly ? null : (
          <span
            className={`grid size-9 shrink-0 place-items-center rounded-full transition ${
              locked
                ? 'bg-slate-100 text-slate-400'
                : 'bg-brand-50 text-brand-700 group-hover:bg-brand-600 group-hover:text-white'
            }`}
          >
            <Icon name={locked ? 'lock' : 'forward'} className="size-4" />
            {locked ? <span className="sr-only">{t('card.locked')}</span> : null}
          </span>
        )}
      </span>
      <span className="order-first flex items-center justify-between gap-2">
        <Stars value={shown} size={20} label={t('card.stars', { count: shown })} />
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${LEVEL_STYLE[level] ?? ''}`}
        >
          {t(`levels.${level}`)}
        </span>
      </span>
    </>
  );
  const base = 'flex h-full w-full flex-col rounded-2xl bg-white p-4 text-left ring-1 ring-slate-200';
  if (readOnly) return <div className={base}>{body}</div>;
  return (
    <button
      type="button"
      onClick={onOpen}
      className={`group ${base} shadow-sm transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
        locked ? 'bg-slate-50/80' : ''
      }`}
    >
      {body}
    </button>
  );
}

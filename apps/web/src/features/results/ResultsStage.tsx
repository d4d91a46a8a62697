import type { Exercise } from '@gapwise/contracts/constants';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { Confetti } from '../../components/ui/Confetti.tsx';
import { RESULT_PARTICLES } from '../../components/ui/confetti-options.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { Stars } from '../../components/ui/Stars.tsx';
import { AnswerHistory } from './AnswerHistory.tsx';
import { messageKey } from './messages.ts';
import { SaveNote } from './SaveNote.tsx';

export interface ResultItem {
  exercise: Exercise;
  answer: string;
  isCorrect: boolean;
  explanation: string;
}

/** 'Report a problem with this exercise' (handed in by the route table). */
export type ReportComponent = ComponentType<{ exercise: ResultItem['exercise']; answer?: string }>;

export type ExplainComponent = ComponentType<{
  exercise: Exercise;
  answer: string;
  language: string;
  stored?: string;
  onExplained?: (text: string) => void;
}>;

/** Star reveal delay (docs/product-rules.md#sizes-and-timings). */
const STAR_DELAY_MS = 300;

/** Results: message, stars revealed one by one, score and counts, confetti, the actions, history. */
export function ResultsStage({
  history,
  stars,
  demo,
  language,
  save,
  loginHref,
  registerHref,
  practiseMistakesHref,
  backTo,
  onRepeat,
  onClose,
  onExplained,
  Explain,
  Report,
}: {
  history: ResultItem[];
  stars: 0 | 1 | 2 | 3;
  demo: boolean;
  language: string;
  save: 'idle' | 'saving' | 'saved' | 'error' | 'visitor';
  loginHref: string;
  registerHref: string;
  practiseMistakesHref?: string | undefined;
  backTo: string;
  onRepeat: () => void;
  onClose?: () => void;
  onExplained: (index: number, text: string) => void;
  Explain: ExplainComponent;
  Report?: ReportComponent;
}) {
  const { t } = useTranslation('learning');
  const [showHistory, setShowHistory] = useState(false);
  const correct = history.filter((h) => h.isCorrect).length;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="results-title" className="flex flex-col items-center pt-4 text-center">
      <Confetti particleCount={RESULT_PARTICLES[stars]} />
      <Stars value={stars} size={56} revealMs={STAR_DELAY_MS} label={t('card.stars', { count: stars })} />
      <h1
        id="results-title"
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 outline-none sm:text-4xl"
      >
        {t(messageKey(stars))}
      </h1>
      <p className="mt-2 text-slate-600">{t(`results.sub${stars}`)}</p>
      <p className="mt-6 text-5xl font-black tracking-tight text-slate-900">
        <span className="sr-only">{t('results.scoreLabel', { correct, total: history.length })}</span>
        <span aria-hidden="true">
          {correct}
          <span className="text-slate-300">/</span>
          {history.length}
        </span>
      </p>
      <dl className="mt-6 grid w-full grid-cols-3 gap-3">
        {(
          [
            ['correct', correct, 'text-emerald-600'],
            ['incorrect', history.length - correct, 'text-rose-600'],
            ['total', history.length, 'text-slate-900'],
          ] as const
        ).map(([key, n, tone]) => (
          <div key={key} className="rounded-2xl bg-slate-50 px-3 py-4 ring-1 ring-slate-100">
            <dt className="text-xs font-medium text-slate-500 sm:text-sm">{t(`results.${key}`)}</dt>
            <dd className={`mt-1 text-2xl font-bold ${tone}`}>{n}</dd>
          </div>
        ))}
      </dl>
      <SaveNote save={save} loginHref={loginHref} registerHref={registerHref} />
      <div className="mt-6 flex w-full flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        {practiseMistakesHref && correct < history.length ? (
          <Button variant="dark" to={practiseMistakesHref} className="sm:min-w-48">
            <Icon name="sparkle" className="size-5" />
            {t('results.practiseMistakes', { count: history.length - correct })}
          </Button>
        ) : null}
        <Button variant="primary-gradient" onClick={onRepeat} className="sm:min-w-48">
          <Icon name="repeat" className="size-5" />
          {demo ? t('results.repeatDemo') : t('results.repeat')}
        </Button>
        {demo && onClose ? (
          <Button variant="light" onClick={onClose} className="sm:min-w-48">
            {t('results.closeDemo')}
          </Button>
        ) : (
          <Button variant="light" to={backTo} className="sm:min-w-48">
            {t('results.backToTopics')}
          </Button>
        )}
      </div>
      <button
        type="button"
        aria-expanded={showHistory}
        onClick={() => setShowHistory((v) => !v)}
        className="mt-6 inline-flex items-center gap-2 rounded-full px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Icon name="history" className="size-5" />
        {showHistory ? t('results.hideHistory') : t('results.history')}
      </button>
      {showHistory ? (
        <AnswerHistory
          history={history}
          language={language}
          Explain={Explain}
          Report={Report}
          onExplained={onExplained}
        />
      ) : null}
    </section>
  );
}

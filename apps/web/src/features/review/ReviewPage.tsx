import type { ReviewSessionItem } from '@gapwise/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { formatDate } from '../../lib/dates.ts';
import { answerReview, useReviewSession, useReviewSummary } from './api.ts';
import type { ReviewKit } from './kit.ts';

const NONE: ReviewSessionItem[] = [];

/**
 * A review session: the learner's due mistakes (or, from a session's results, that session's mistakes)
 * on the exercise screen's own pieces; each answer reviews its item on the server (FSRS).
 */
export function ReviewPage({ kit }: { kit: ReviewKit }) {
  const [params, setParams] = useSearchParams();
  const exerciseIds = params.get('exerciseIds');
  const [round, setRound] = useState(0);
  const query = useReviewSession(exerciseIds, round);
  const again = () => {
    if (exerciseIds) setParams({}, { replace: true });
    setRound((r) => r + 1);
  };
  return (
    <ReviewRun
      key={`${exerciseIds ?? ''}:${round}`}
      kit={kit}
      items={query.data?.items ?? NONE}
      status={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
      onRetry={() => void query.refetch()}
      onAgain={again}
    />
  );
}

function ReviewRun({
  kit,
  items,
  status,
  onRetry,
  onAgain,
}: {
  kit: ReviewKit;
  items: ReviewSessionItem[];
  status: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  onAgain: () => void;
}) {
  const { t, i18n } = useTranslation('learning');
  const queryClient = useQueryClient();
  const settings = kit.useSettings();
  const exercises = useMemo(() => items.map((i) => i.exercise), [items]);
  const flow = kit.useSessionFlow(exercises, {
    explainCorrect: settings.isCorrectAnswerExplanations,
    // A review is itself the second chance: its misses stay due instead of coming back at once.
    retryMisses: false,
  });
  const { state } = flow;
  const announce = useRef<HTMLParagraphElement>(null);
  const backTo = pathTo('hub.sections');
  const header = <kit.SessionHeader title={t('review.title')} backTo={backTo} />;

  const choose = useCallback(
    (answer: string) => {
      const item = items[state.index];
      if (!item || !flow.choose(answer)) return;
      const correct = item.exercise.answers[0] === answer;
      void answerReview(item.reviewId, { correct, firstTry: true }).then(() =>
        queryClient.invalidateQueries({ queryKey: ['reviews', 'summary'] }),
      );
      if (announce.current)
        announce.current.textContent = correct ? t('session.correct') : t('session.wrong');
    },
    [items, state.index, flow, queryClient, t],
  );

  if (status !== 'ready' || items.length === 0) {
    return (
      <kit.SessionFrame header={header} demo={false}>
        {status === 'loading' ? (
          <p role="status" className="mt-8 text-center text-slate-500">
            {t('review.loading')}
          </p>
        ) : status === 'error' ? (
          <div role="alert" className="mt-8 flex flex-col items-center gap-4 text-center">
            <p className="text-slate-700">{t('review.error')}</p>
            <Button variant="dark" onClick={onRetry}>
              {t('review.retry')}
            </Button>
          </div>
        ) : (
          <EmptyReview backTo={backTo} />
        )}
      </kit.SessionFrame>
    );
  }

  const item = items[state.index];
  const last = state.history[state.history.length - 1];
  return (
    <kit.SessionFrame header={header} demo={false}>
      <p ref={announce} aria-live="assertive" className="sr-only" />
      {state.stage !== 'results' ? (
        <>
          <kit.SessionProgress current={state.index + 1} total={items.length} done={state.history.length} />
          {item ? (
            <p className="mt-4 text-sm font-medium text-brand-700">
              {t('review.topic', { name: item.topicName[i18n.language === 'uk' ? 'uk' : 'en'] })}
            </p>
          ) : null}
        </>
      ) : null}
      {state.stage === 'question' && item ? (
        <kit.QuestionStage
          exercise={item.exercise}
          chosen={state.chosen}
          onChoose={choose}
          announce={state.index > 0}
        />
      ) : null}
      {state.stage === 'explanation' && last ? (
        <div className="mt-6 flex flex-1 flex-col">
          <kit.Explanation
            key={state.history.length}
            exercise={last.exercise}
            answer={last.answer}
            isCorrect={last.isCorrect}
            language={settings.explanationLanguage}
            continueLabel={state.history.length >= items.length ? t('session.finish') : t('session.next')}
            onContinue={flow.next}
            onExplained={(text) => flow.explained(state.history.length - 1, text)}
          />
        </div>
      ) : null}
      {state.stage === 'results' ? (
        <ReviewDone
          correct={state.history.filter((h) => h.isCorrect).length}
          total={state.history.length}
          backTo={backTo}
          onAgain={onAgain}
        />
      ) : null}
    </kit.SessionFrame>
  );
}

function EmptyReview({ backTo }: { backTo: string }) {
  const { t, i18n } = useTranslation('learning');
  const next = useReviewSummary().data?.nextDue;
  return (
    <section aria-labelledby="review-empty" className="mt-10 flex flex-col items-center gap-3 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-600">
        <Icon name="check" className="size-8" />
      </span>
      <h1 id="review-empty" className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
        {t('review.emptyTitle')}
      </h1>
      <p className="max-w-md text-slate-600">{t('review.emptyBody')}</p>
      {next ? (
        <p className="text-sm text-slate-500">
          {t('review.nextDue', { when: formatDate(next, i18n.language, 'numeric-time') })}
        </p>
      ) : null}
      <p className="max-w-md text-sm text-slate-500">{t('review.intro')}</p>
      <Button variant="light" to={backTo} className="mt-4">
        {t('review.backToTopics')}
      </Button>
    </section>
  );
}

function ReviewDone({
  correct,
  total,
  backTo,
  onAgain,
}: {
  correct: number;
  total: number;
  backTo: string;
  onAgain: () => void;
}) {
  const { t } = useTranslation('learning');
  const due = useReviewSummary().data?.due ?? 0;
  return (
    <section aria-labelledby="review-done" className="mt-8 flex flex-col items-center gap-3 text-center">
      <h1 id="review-done" className="text-3xl font-extrabold text-slate-900">
        {t('review.doneTitle')}
      </h1>
      <p className="max-w-md text-slate-600">{t('review.doneBody', { correct, count: total })}</p>
      {due > 0 ? (
        <p className="text-sm font-semibold text-slate-700">{t('review.stillDue', { count: due })}</p>
      ) : null}
      <div className="mt-4 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        {due > 0 ? (
          <Button variant="primary-gradient" onClick={onAgain} className="sm:min-w-48">
            {t('review.again')}
          </Button>
        ) : null}
        <Button variant="light" to={backTo} className="sm:min-w-48">
          {t('review.backToTopics')}
        </Button>
      </div>
    </section>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { documentTitle, pathTo } from '../../app/routes.ts';
import { track } from '../../lib/analytics.ts';
import { failureCode } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';
import { keepVisitorMistake } from '../../lib/visitor-mistakes.ts';
import { recordReviewAnswer } from './api.ts';
import type { SessionParts } from './parts.ts';
import { QuestionStage } from './QuestionStage.tsx';
import { RuleCardDialog } from './RuleCardDialog.tsx';
import { SessionFrame } from './SessionFrame.tsx';
import { SessionHeader } from './SessionHeader.tsx';
import { SessionProgress } from './SessionProgress.tsx';
import { starsFor } from './score.ts';
import { sessionKey } from './session-key.ts';
import { inRetry, isLastStep, lastAnswer, sessionPosition } from './session-machine.ts';
import { TopicUnavailable } from './TopicUnavailable.tsx';
import { useRuleCardOnce } from './useRuleCardOnce.ts';
import { useSaveResult } from './useSaveResult.ts';
import { useSessionFlow } from './useSessionFlow.ts';
import { useTopic } from './useTopic.ts';
import { carryRecordsHrefs } from './visitor-records.ts';

export type SessionMode = 'hub' | 'demo' | 'playground';

/** One exercise session: question → explanation → … → results, for the hub, the demo and the playground. */
export function ExerciseSession({
  sectionSlug,
  topicSlug,
  mode,
  backTo,
  onClose,
  parts,
  rule,
}: {
  /** A weak-rule session ("Practise this" on the progress page): exercises of this error type only. */
  rule?: string | undefined;
  sectionSlug: string;
  topicSlug: string;
  mode: SessionMode;
  backTo: string;
  onClose?: () => void;
  parts: SessionParts;
}) {
  const { t, i18n } = useTranslation('learning');
  const lang = i18n.language === 'uk' ? 'uk' : 'en';
  const demo = mode === 'demo';
  const playground = mode === 'playground';
  const settings = parts.useSettings();
  const [round, setRound] = useState(0);
  const query = useTopic(topicSlug, demo, round, playground, rule);
  const topic = query.data;
  const exercises = topic?.exercises ?? [];
  // The demo is five showcase exercises that end on the offer: no retry round there.
  const retryMisses = !demo && settings.retryMisses;
  const flow = useSessionFlow(exercises, {
    explainCorrect: demo || settings.isCorrectAnswerExplanations,
    retryMisses,
  });
  const { state } = flow;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [ruleOpen, setRuleOpen] = useRuleCardOnce(topicSlug, Boolean(topic) && !demo && !playground);
  const correct = state.history.filter((h) => h.isCorrect).length;
  const stars = starsFor(correct, exercises.length);
  const finished = state.stage === 'results';
  const { save, visitorRecords } = useSaveResult({
    // Five tries in the playground earn no stars for the whole topic.
    finished: finished && !playground,
    round,
    sectionSlug,
    topicSlug,
    stars,
    history: state.history,
  });
  const here = useLocation().pathname;
  const { user } = useSession();
  const signedIn = Boolean(user);
  const announce = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!topic) return;
    // After the route's own title, which is set once the navigation settles; the demo's modal gives the
    // page its title back when it closes.
    let previous: string | null = null;
    const id = window.setTimeout(() => {
      previous = document.title;
      document.title = documentTitle(`${topic.sectionName[lang]}: ${topic.name[lang]}`);
    }, 0);
    return () => {
      window.clearTimeout(id);
      if (previous !== null) document.title = previous;
    };
  }, [topic, lang]);

  useEffect(() => {
    if (topic) track('exercise_started', { topic: topic.slug, section: sectionSlug, mode });
  }, [topic, sectionSlug, mode]);

  const choose = useCallback(
    (answer: string) => {
      const exercise = exercises[state.index];
      if (!exercise || !flow.choose(answer)) return;
      const isCorrect = exercise.answers[0] === answer;
      // Exercise, choice and session feed the per-exercise statistics the admins' content queue reads;
      // a second try (the exercise already explained) would skew them, so only first tries are counted.
      if (!inRetry(state)) {
        track('exercise_answer', {
          isCorrect,
          topic: topicSlug,
          exerciseId: exercise.id,
          choice: answer,
          session: sessionKey(topicSlug, round),
        });
        track(isCorrect ? 'exercise_answer_true' : 'exercise_answer_false', { topic: topicSlug });
        // Mistakes feed the spaced review: the account's schedule, or this browser's list until sign-in.
        if (signedIn) void recordReviewAnswer({ exerciseId: exercise.id, correct: isCorrect, answer });
        else if (!isCorrect) void keepVisitorMistake(exercise.id);
      } else if (signedIn && isCorrect) {
        // Right on the second try: the mistake is known, but not for long (FSRS "Hard").
        void recordReviewAnswer({ exerciseId: exercise.id, correct: true, firstTry: false, answer });
      }
      if (announce.current)
        announce.current.textContent = isCorrect ? t('session.correct') : t('session.wrong');
    },
    [exercises, state, flow, topicSlug, t, round, signedIn],
  );

  const restart = () => {
    flow.restart();
    setRound((r) => r + 1);
  };

  const header = (
    <SessionHeader
      title={topic ? topic.name[lang] : ''}
      backTo={backTo}
      onClose={onClose}
      onRule={topic ? () => setRuleOpen(true) : undefined}
      onSettings={demo ? undefined : () => setSettingsOpen(true)}
    />
  );

  if (query.isPending) {
    return (
      <SessionFrame header={header} demo={demo}>
        <SessionSkeleton label={t('session.loading')} />
      </SessionFrame>
    );
  }
  if (query.isError || !topic) {
    const code = failureCode(query.error) ?? undefined;
    return (
      <SessionFrame header={header} demo={demo}>
        <TopicUnavailable code={code} backTo={backTo} onRetry={() => void query.refetch()} />
      </SessionFrame>
    );
  }
  if (exercises.length === 0) {
    return (
      <SessionFrame header={header} demo={demo}>
        <TopicUnavailable code="EMPTY" backTo={backTo} onRetry={restart} />
      </SessionFrame>
    );
  }

  const last = lastAnswer(state);
  const retrying = inRetry(state);
  const position = sessionPosition(state, exercises.length);
  const exercise = exercises[state.index];
  const { loginHref, registerHref } = carryRecordsHrefs(here, visitorRecords);
  const missed = state.history.filter((h) => !h.isCorrect).map((h) => h.exercise.id);
  // Right after the session FSRS has set these a minute ahead: the review asks for them by id.
  const practiseMistakesHref =
    signedIn && mode === 'hub' && missed.length > 0
      ? `${pathTo('hub.review')}?${new URLSearchParams({ exerciseIds: missed.join(',') })}`
      : undefined;
  return (
    <SessionFrame header={header} demo={demo}>
      <p ref={announce} aria-live="assertive" className="sr-only" />
      {state.stage !== 'results' ? <SessionProgress {...position} /> : null}
      {rule && state.stage === 'question' && state.history.length === 0 ? (
        <p className="mt-3 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900">{t('session.focused')}</p>
      ) : null}
      {retrying && state.stage === 'question' && state.retries.length === 0 ? (
        <p className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('session.retryIntro')}
        </p>
      ) : null}
      {state.stage === 'question' && exercise ? (
        <QuestionStage
          exercise={exercise}
          chosen={state.chosen}
          onChoose={choose}
          announce={state.history.length > 0}
        />
      ) : null}
      {state.stage === 'explanation' && last ? (
        <div className="mt-6 flex flex-1 flex-col">
          <parts.Explanation
            key={`${state.history.length}/${state.retries.length}`}
            exercise={last.exercise}
            answer={last.answer}
            isCorrect={last.isCorrect}
            language={settings.explanationLanguage}
            continueLabel={
              isLastStep(state, exercises.length, retryMisses) ? t('session.finish') : t('session.next')
            }
            onContinue={flow.next}
            // The results list first tries: a second try's explanation is not kept for them.
            onExplained={retrying ? undefined : (text) => flow.explained(state.history.length - 1, text)}
            onSkipCorrect={demo ? undefined : parts.turnOffCorrectExplanations}
            Report={parts.ReportProblem}
          />
        </div>
      ) : null}
      {finished ? (
        <parts.Results
          history={state.history}
          stars={stars}
          demo={demo}
          language={settings.explanationLanguage}
          save={save}
          loginHref={loginHref}
          registerHref={registerHref}
          practiseMistakesHref={practiseMistakesHref}
          backTo={backTo}
          onRepeat={restart}
          onClose={onClose}
          onExplained={flow.explained}
          Explain={parts.InlineExplanation}
          Report={parts.ReportProblem}
        />
      ) : null}
      {demo ? null : <parts.SettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />}
      <RuleCardDialog
        topic={topic}
        open={ruleOpen}
        onOpenChange={setRuleOpen}
        finalFocus={() => document.querySelector<HTMLElement>('[data-question]')}
      />
    </SessionFrame>
  );
}

function SessionSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="animate-pulse">
      <div className="h-4 w-32 rounded bg-slate-100" />
      <div className="mt-3 h-2 rounded-full bg-slate-100" />
      <div className="mt-8 h-32 rounded-3xl bg-slate-100" />
      <div className="mt-8 space-y-3">
        <div className="h-16 rounded-2xl bg-slate-100" />
        <div className="h-16 rounded-2xl bg-slate-100" />
        <div className="h-16 rounded-2xl bg-slate-100" />
      </div>
    </div>
  );
}

import type { Exercise } from '@gapwise/contracts/constants';
import type { ComponentType } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { filledSentence } from '../../components/ui/sentence.ts';
import { ExplanationFollowUps } from './ExplanationFollowUps.tsx';
import { ExplanationRating } from './ExplanationRating.tsx';
import { ExplanationText } from './ExplanationText.tsx';
import { useExplanation } from './useExplanation.ts';

export interface ExplanationStageProps {
  exercise: Exercise;
  answer: string;
  isCorrect: boolean;
  language: string;
  continueLabel: string;
  onContinue: () => void;
  /** Keeps the generated text (the results' history reuses it). */
  onExplained?: (text: string) => void;
  /** Shown after a correct answer: turns explanations for correct answers off. */
  onSkipCorrect?: () => void;
  /** 'Report a problem with this exercise' (handed in by the route table). */
  Report?: ComponentType<{ exercise: Exercise; answer?: string }>;
}

/** The post-answer screen: what was right or wrong, the explanation as it streams, and Continue. */
export function ExplanationStage({
  exercise,
  answer,
  isCorrect,
  language,
  continueLabel,
  onContinue,
  onExplained,
  onSkipCorrect,
  Report,
}: ExplanationStageProps) {
  const { t } = useTranslation('learning');
  const { text, status, provider } = useExplanation({ exercise, answer, language, onDone: onExplained });
  const [skipped, setSkipped] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const right = exercise.answers[0] ?? '';
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const tag = (event.target as HTMLElement | null)?.tagName;
      if (event.key === 'Enter' && tag !== 'BUTTON' && tag !== 'A') {
        event.preventDefault();
        onContinue();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onContinue]);
  return (
    <div className="flex flex-1 flex-col">
      <div
        className={`flex items-center gap-3 rounded-2xl px-4 py-3 ${isCorrect ? 'bg-emerald-50 text-emerald-800' : 'bg-rose-50 text-rose-800'}`}
      >
        <span
          className={`grid size-8 shrink-0 place-items-center rounded-full text-white ${isCorrect ? 'bg-emerald-500' : 'bg-rose-500'}`}
        >
          <Icon name={isCorrect ? 'check' : 'cross'} className="size-4" />
        </span>
        <p className="font-semibold">
          {isCorrect ? t('session.correct') : t('session.wrong')}
          {isCorrect ? null : <span className="font-normal"> {t('session.yourAnswer', { answer })}</span>}
        </p>
      </div>
      <p className="mt-4 text-lg font-medium text-slate-900">{filledSentence(exercise.text, right)}</p>
      <section aria-labelledby="explanation-title" className="mt-6 flex-1">
        <h2
          id="explanation-title"
          ref={heading}
          tabIndex={-1}
          className="mb-3 flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase outline-none"
        >
          <Icon name="sparkle" className="size-4" />
          {isCorrect ? t('explanation.titleRule') : t('explanation.titleWrong')}
        </h2>
        <div className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-100">
          <ExplanationText text={text} status={status} provider={provider} language={language} />
        </div>
        <p aria-live="polite" className="sr-only">
          {status === 'done' ? text : ''}
        </p>
        {status === 'done' && text && provider ? (
          <ExplanationRating
            key={`${exercise.id}|${answer}`}
            exerciseId={exercise.id}
            answer={answer}
            language={language}
            provider={provider}
          />
        ) : null}
        {status === 'done' && text ? (
          <ExplanationFollowUps
            key={`follow-up:${exercise.id}|${answer}|${language}`}
            exerciseId={exercise.id}
            answer={answer}
            language={language}
          />
        ) : null}
        {isCorrect && onSkipCorrect ? (
          skipped ? (
            <p className="mt-3 text-sm text-slate-600" role="status">
              {t('explanation.skipHint')}
            </p>
          ) : (
            <button
              type="button"
              onClick={() => {
                onSkipCorrect();
                setSkipped(true);
              }}
              className="mt-3 text-sm font-medium text-slate-500 underline decoration-slate-300 underline-offset-4 hover:text-slate-800"
            >
              {t('explanation.skipCorrect')}
            </button>
          )
        ) : null}
        {Report ? (
          <div className="mt-3">
            <Report exercise={exercise} answer={answer} />
          </div>
        ) : null}
      </section>
      <div className="sticky bottom-0 -mx-4 mt-6 bg-gradient-to-t from-white via-white to-white/0 px-4 pt-4 pb-4 sm:static sm:mx-0 sm:bg-none sm:px-0">
        <Button variant="dark" size="medium" fullWidth onClick={onContinue}>
          {continueLabel}
        </Button>
      </div>
    </div>
  );
}

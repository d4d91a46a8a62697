import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rateExplanation } from './api.ts';

type RatingState = 'idle' | 'sending' | 'sent' | 'error';

/**
 * "Was this helpful? yes / no" under an explanation. One explanation is the exercise, the choice it
 * explains, the language and the provider that wrote it; the admins see the answers beside the
 * explanation costs, and many "no"s flag the exercise in their content queue.
 */
export function ExplanationRating({
  exerciseId,
  answer,
  language,
  provider,
}: {
  exerciseId: string;
  answer: string;
  language: string;
  provider: string;
}) {
  const { t } = useTranslation('learning');
  const [state, setState] = useState<RatingState>('idle');
  const send = async (helpful: boolean) => {
    if (state === 'sending' || state === 'sent') return;
    setState('sending');
    const result = await rateExplanation({ exerciseId, answer, language, provider, helpful });
    setState(result.isSuccess ? 'sent' : 'error');
  };
  if (state === 'sent')
    return (
      <p role="status" className="mt-3 text-sm text-slate-600">
        {t('explanation.rating.thanks')}
      </p>
    );
  const button =
    'min-h-9 rounded-full px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60';
  return (
    // biome-ignore lint/a11y/useSemanticElements: two buttons named by the question, not a form field set
    <div
      role="group"
      aria-labelledby={`rating-${exerciseId}`}
      className="mt-3 flex flex-wrap items-center gap-2"
    >
      <span id={`rating-${exerciseId}`} className="mr-1 text-sm text-slate-600">
        {t('explanation.rating.question')}
      </span>
      <button type="button" className={button} disabled={state === 'sending'} onClick={() => void send(true)}>
        {t('explanation.rating.yes')}
      </button>
      <button
        type="button"
        className={button}
        disabled={state === 'sending'}
        onClick={() => void send(false)}
      >
        {t('explanation.rating.no')}
      </button>
      {state === 'error' ? (
        <span role="alert" className="text-sm text-rose-700">
          {t('explanation.rating.error')}
        </span>
      ) : null}
    </div>
  );
}

import type { TopicWithExercises } from '@gapwise/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { Explanation } from './Explanation.tsx';
import { useLearnTranslation } from './i18n.ts';
import type { HistoryItem } from './SessionPage.tsx';
import { Stars } from './Stars.tsx';
import { filled, starsFor } from './score.ts';

export function Results({
  history,
  language,
  saved,
  onAgain,
  backTo,
}: {
  topic: TopicWithExercises;
  history: HistoryItem[];
  language: string;
  saved: 'no' | 'yes' | 'visitor';
  onAgain: () => void;
  backTo: string;
}) {
  const { t } = useLearnTranslation();
  const correct = history.filter((h) => h.isCorrect).length;
  const stars = starsFor(correct, history.length);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 text-center">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t('results.title')}</h2>
      <div className="mt-4">
        <Stars value={stars} size="text-5xl" />
      </div>
      <p className="mt-3 text-3xl font-extrabold text-slate-900">{t(`results.msg${stars}`)}</p>
      <p className="mt-1 text-slate-600">{t('results.score', { correct, total: history.length })}</p>
      <p className="mt-3 text-sm text-slate-500">
        {saved === 'yes' ? (
          t('results.saved')
        ) : saved === 'visitor' ? (
          <Link to={pathTo('signin')} className="font-semibold text-brand-700 hover:underline">
            {t('results.loginToSave')}
          </Link>
        ) : null}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onAgain}
          className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {t('results.again')}
        </button>
        <Link
          to={backTo}
          className="rounded-full px-6 py-3 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          {t('results.topics')}
        </Link>
      </div>
      <h3 className="mt-12 text-left text-lg font-bold text-slate-900">{t('results.review')}</h3>
      <ol className="mt-3 space-y-3 text-left">
        {history.map((h) => {
          const answer = h.exercise.answers[0] ?? '';
          return (
            <li key={h.exercise.id} className="rounded-2xl p-4 ring-1 ring-slate-200">
              <p className="text-slate-900">
                <span className={h.isCorrect ? 'text-emerald-600' : 'text-rose-500'}>
                  {h.isCorrect ? '✓' : '✗'}
                </span>{' '}
                {filled(h.exercise.text, answer)}
              </p>
              {!h.isCorrect ? (
                <p className="mt-1 text-sm text-rose-600">{t('results.yourAnswer', { answer: h.chosen })}</p>
              ) : null}
              {open === h.exercise.id ? (
                <div className="mt-3">
                  <Explanation exerciseId={h.exercise.id} answer={h.chosen} language={language} />
                </div>
              ) : (
                <button
                  type="button"
                  onClick={() => setOpen(h.exercise.id)}
                  className="mt-2 text-sm font-semibold text-brand-700 hover:underline"
                >
                  {t('session.explainFor')}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

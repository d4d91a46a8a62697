import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/Icon.tsx';
import { filledSentence } from '../../components/ui/sentence.ts';
import type { ExplainComponent, ReportComponent, ResultItem } from './ResultsStage.tsx';

/** Every answer of the session; an explanation on demand (a stored one is reused). */
export function AnswerHistory({
  history,
  language,
  Explain,
  Report,
  onExplained,
}: {
  history: ResultItem[];
  language: string;
  Explain: ExplainComponent;
  Report?: ReportComponent;
  onExplained: (index: number, text: string) => void;
}) {
  const { t } = useTranslation('learning');
  const [open, setOpen] = useState<Set<number>>(new Set());
  return (
    <ol className="mt-4 w-full space-y-3 text-left">
      {history.map((item, i) => {
        const right = item.exercise.answers[0] ?? '';
        return (
          <li key={item.exercise.id} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
            <div className="flex gap-3">
              <span
                className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-full text-white ${item.isCorrect ? 'bg-emerald-500' : 'bg-rose-500'}`}
              >
                <Icon name={item.isCorrect ? 'check' : 'cross'} className="size-3.5" />
                <span className="sr-only">
                  {item.isCorrect ? t('results.correct') : t('results.incorrect')}
                </span>
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-slate-900">{filledSentence(item.exercise.text, right)}</p>
                {item.isCorrect ? null : (
                  <p className="mt-1 text-sm text-rose-600">
                    {t('session.yourAnswer', { answer: item.answer })}
                  </p>
                )}
                {open.has(i) ? (
                  <div className="mt-3">
                    <Explain
                      exercise={item.exercise}
                      answer={item.answer}
                      language={language}
                      stored={item.explanation || undefined}
                      onExplained={(text) => onExplained(i, text)}
                    />
                  </div>
                ) : (
                  <button
                    type="button"
                    onClick={() => setOpen((s) => new Set(s).add(i))}
                    className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
                  >
                    <Icon name="sparkle" className="size-4" />
                    {t('results.explain')}
                  </button>
                )}
                {Report ? (
                  <div className="mt-2">
                    <Report exercise={item.exercise} answer={item.answer} />
                  </div>
                ) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

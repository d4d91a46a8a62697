import type { Exercise } from '@gapwise/contracts/constants';
import { useTranslation } from 'react-i18next';
import { useExplanation } from './api.ts';

interface Props {
  exercise: Exercise;
  picked: string | null;
  onPick: (choice: string) => void;
}

/** One gap-fill question: the sentence, the choices, and after a pick, the verdict and its explanation. */
export function DemoExercise({ exercise, picked, onPick }: Props) {
  const { t, i18n } = useTranslation('landing');
  const right = exercise.answers[0] ?? '';
  const choices = exercise.possibleAnswers[0] ?? [];
  const [before, after] = exercise.text.split('___');
  const explanation = useExplanation(exercise.id, picked, i18n.language === 'uk' ? 'uk' : 'en');
  const isCorrect = picked === right;

  return (
    <div>
      <p className="text-xl font-medium leading-relaxed text-slate-900 sm:text-2xl">
        {before}
        <span
          className={`mx-1 inline-block min-w-16 border-b-2 px-1 text-center ${
            picked
              ? isCorrect
                ? 'border-emerald-500 text-emerald-700'
                : 'border-rose-400 text-rose-700'
              : 'border-slate-400 text-transparent'
          }`}
        >
          {picked ?? '…'}
        </span>
        {after}
      </p>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {choices.map((choice) => {
          const state = !picked ? 'idle' : choice === right ? 'right' : choice === picked ? 'wrong' : 'other';
          const styles = {
            idle: 'border-slate-200 bg-white text-slate-800 hover:border-brand-500 hover:bg-brand-50',
            right: 'border-emerald-500 bg-emerald-50 text-emerald-800',
            wrong: 'border-rose-400 bg-rose-50 text-rose-700 line-through',
            other: 'border-slate-200 bg-white text-slate-400',
          }[state];
          return (
            <button
              key={choice}
              type="button"
              disabled={picked !== null}
              onClick={() => onPick(choice)}
              className={`rounded-xl border-2 px-4 py-3 text-lg font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${styles}`}
            >
              {choice}
            </button>
          );
        })}
      </div>
      {picked && (
        <div
          role="status"
          className={`mt-6 rounded-2xl p-4 text-sm leading-relaxed ${isCorrect ? 'bg-emerald-50' : 'bg-rose-50'}`}
        >
          <p className={`font-bold ${isCorrect ? 'text-emerald-800' : 'text-rose-800'}`}>
            {isCorrect ? t('demo.correct') : t('demo.wrong', { answer: right })}
          </p>
          <p className="mt-2 whitespace-pre-line text-slate-700">
            {explanation.isPending
              ? t('demo.explaining')
              : explanation.isError
                ? t('demo.explainFailed')
                : explanation.data}
          </p>
        </div>
      )}
    </div>
  );
}

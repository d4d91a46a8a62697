import { useTranslation } from 'react-i18next';
import { progressPercent, QUIZ_STEPS } from './quiz.ts';

export function QuizProgress({ step }: { step: number }) {
  const { t } = useTranslation('auth');
  const percent = progressPercent(step);
  const label = t('onboarding.step', { n: step + 1, total: QUIZ_STEPS.length });
  return (
    <div className="mb-8">
      <div className="mb-2 flex justify-between text-sm font-semibold">
        <span className="text-slate-700">{label}</span>
        <span className="text-brand-700">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-all duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/ui/Icon.tsx';
import type { useQuiz } from './useQuiz.ts';

const ICONS: Record<string, IconName> = {
  work: 'briefcase',
  education: 'cap',
  travel: 'plane',
  personal: 'star',
};

/** One question; each option is a button (picking it answers and moves on, so arrows never pick by accident). */
export function QuizStep({ quiz }: { quiz: ReturnType<typeof useQuiz> }) {
  const { t } = useTranslation('auth');
  const { key, options } = quiz.current;
  const heading = useRef<HTMLHeadingElement>(null);

  // Move focus to the new question so keyboard and screen-reader users follow the auto-advance.
  useEffect(() => {
    if (quiz.step > 0) heading.current?.focus();
  }, [quiz.step]);

  return (
    <section aria-labelledby="quiz-question">
      <h1
        id="quiz-question"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl"
      >
        {t(`onboarding.${key}.title`)}
      </h1>
      <p className="mt-2 text-slate-600">{t('onboarding.hint')}</p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const selected = quiz.answers[key] === option;
          const icon = ICONS[option];
          return (
            <button
              key={option}
              type="button"
              aria-pressed={selected}
              disabled={quiz.saving}
              onClick={() => quiz.choose(key, option)}
              className={`flex items-center gap-4 rounded-2xl border-2 bg-white p-4 text-left transition focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-100 disabled:opacity-60 ${
                selected
                  ? 'border-brand-600 bg-brand-50'
                  : 'border-slate-200 hover:border-brand-200 hover:shadow-sm'
              }`}
            >
              {icon && (
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={icon} className="size-6" />
                </span>
              )}
              <span>
                <span className="block font-semibold text-slate-900">{t(`onboarding.${key}.${option}`)}</span>
                {key === 'level' && (
                  <span className="text-sm text-slate-500">{t(`onboarding.level.${option}Hint`)}</span>
                )}
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}

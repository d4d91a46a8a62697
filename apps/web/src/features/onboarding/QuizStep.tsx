import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { useQuiz } from './useQuiz.ts';

const ICONS: Record<string, string> = {
  work: 'M4 8h16v11H4zM9 8V5h6v3',
  education: 'M2 9l10-5 10 5-10 5L2 9zM6 11v5c3 2.5 9 2.5 12 0v-5',
  travel: 'M2 16l20-8-7 13-3-6-10 1z',
  personal: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9L12 3z',
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
                  <svg
                    viewBox="0 0 24 24"
                    className="size-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinejoin="round"
                    aria-hidden="true"
                  >
                    <path d={icon} />
                  </svg>
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

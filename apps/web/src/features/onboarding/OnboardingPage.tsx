import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { UserMenu } from '../../components/layout/UserMenu.tsx';
import { Logo } from '../../components/ui/Logo.tsx';
import { track } from '../../lib/analytics.ts';
import { RETURN_PARAM, safeReturnPath } from '../../lib/return-path.ts';
import { QuizProgress } from './QuizProgress.tsx';
import { QuizStep } from './QuizStep.tsx';
import { useQuiz } from './useQuiz.ts';

const navButton =
  'rounded-xl px-5 py-3 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40';

export function OnboardingPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // Sign-in may have interrupted a visit to a protected page: go there once the quiz is saved.
  const next = safeReturnPath(useSearchParams()[0].get(RETURN_PARAM));
  const quiz = useQuiz(() => navigate(next ?? pathTo('hub.sections'), { replace: true }));

  useEffect(() => track('onboarding-started'), []);

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-white">
      <header className="mx-auto flex h-16 w-full max-w-4xl items-center justify-between px-4 sm:px-6">
        <Link
          to={pathTo('home')}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Logo />
        </Link>
        <UserMenu minimal />
      </header>
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 pb-16 pt-6 sm:px-6 sm:pt-12">
        <QuizProgress step={quiz.step} />
        <QuizStep quiz={quiz} />
        {quiz.failed && (
          <p role="alert" className="mt-6 rounded-xl bg-rose-50 px-4 py-3 text-center text-sm text-rose-700">
            {t('errors.generic')}
          </p>
        )}
        <div className="mt-10 flex items-center justify-between">
          <button
            type="button"
            className={`${navButton} text-slate-700 hover:bg-white`}
            onClick={quiz.back}
            disabled={!quiz.canGoBack}
          >
            {t('onboarding.previous')}
          </button>
          {quiz.canGoNext && (
            <button
              type="button"
              className={`${navButton} bg-brand-600 text-white hover:bg-brand-700`}
              onClick={quiz.next}
            >
              {t('onboarding.next')}
            </button>
          )}
        </div>
      </main>
    </div>
  );
}

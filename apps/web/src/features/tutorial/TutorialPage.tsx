import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../app/routes.ts';
import { PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { IconWrapper } from '../../components/ui/IconWrapper.tsx';
import { Stars } from '../../components/ui/Stars.tsx';
import { TutorialStep } from './TutorialStep.tsx';
import { tutorialStars } from './tutorial-score.ts';

type Stage = 'welcome' | 0 | 1 | 'done';

/** /tutorial: welcome, two practice steps with fixed explanations, then "Time for tests!". */
export function TutorialPage() {
  const { t } = useTranslation('learning');
  const [stage, setStage] = useState<Stage>('welcome');
  const [answers, setAnswers] = useState<string[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  // A new stage starts at the top of the page: the Next button sat low on a phone, and the next step
  // would otherwise open scrolled under the sticky header. Focus follows for screen readers.
  useEffect(() => {
    if (stage === 'welcome') return;
    window.scrollTo({ top: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, [stage]);
  const stars = tutorialStars(answers);
  return (
    <PublicLayout>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex min-h-[70dvh] max-w-2xl flex-col justify-center px-4 py-10 sm:px-6 sm:py-16">
          {stage === 'welcome' ? (
            <section className="text-center">
              <IconWrapper size="lg">
                <Icon name="sparkle" className="size-7" />
              </IconWrapper>
              <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
                {t('tutorial.welcomeTitle')}
              </h1>
              <p className="mx-auto mt-3 max-w-md text-lg text-slate-600">{t('tutorial.welcomeBody')}</p>
              <Button
                variant="primary-gradient"
                size="big"
                className="mt-8 w-full sm:w-auto"
                onClick={() => setStage(0)}
              >
                {t('tutorial.start')}
              </Button>
            </section>
          ) : stage === 'done' ? (
            <section className="text-center">
              <Stars value={stars} size={48} label={t('card.stars', { count: stars })} />
              <h1
                ref={heading}
                tabIndex={-1}
                className="mt-5 outline-none text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
              >
                {t('tutorial.doneTitle')}
              </h1>
              <p className="mx-auto mt-3 max-w-md text-lg text-slate-600">{t('tutorial.doneBody')}</p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
                <Button variant="primary-gradient" to={pathTo('signin')}>
                  {t('tutorial.createAccount')}
                </Button>
                <Button variant="light" to={pathTo('demo')}>
                  {t('tutorial.tryDemo')}
                </Button>
              </div>
            </section>
          ) : (
            <section aria-labelledby="tutorial-step">
              <div className="flex items-center justify-between">
                <h1
                  ref={heading}
                  tabIndex={-1}
                  id="tutorial-step"
                  className="text-sm font-semibold text-slate-500 outline-none"
                >
                  {t('tutorial.step', { progress: stage + 1, max: 2 })}
                </h1>
                <div className="flex gap-1.5" aria-hidden="true">
                  {[0, 1].map((i) => (
                    <span
                      key={i}
                      className={`h-2 w-10 rounded-full ${i <= stage ? 'bg-brand-600' : 'bg-slate-200'}`}
                    />
                  ))}
                </div>
              </div>
              <div className="mt-4">
                <TutorialStep
                  key={stage}
                  index={stage}
                  onNext={(chosen) => {
                    setAnswers((given) => [...given.slice(0, stage), chosen]);
                    setStage(stage === 0 ? 1 : 'done');
                  }}
                />
              </div>
            </section>
          )}
        </div>
      </div>
    </PublicLayout>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { ChoiceButtons, type ChoiceState } from '../../components/ui/ChoiceButtons.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { QuestionText } from '../../components/ui/QuestionText.tsx';
import { TUTORIAL_STEPS } from './tutorial-content.ts';

/** One practice step: a hint, the exercise, then the fixed explanation for the answer given. */
export function TutorialStep({ index, onNext }: { index: 0 | 1; onNext: (chosen: string) => void }) {
  const { t } = useTranslation('learning');
  const step = TUTORIAL_STEPS[index];
  const [chosen, setChosen] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!chosen) return;
    const id = window.setTimeout(() => setShown(true), 150);
    return () => window.clearTimeout(id);
  }, [chosen]);
  useEffect(() => {
    if (shown) panel.current?.focus();
  }, [shown]);
  const right = chosen === step.answer;
  const stateOf = (choice: string): ChoiceState =>
    chosen === null ? 'idle' : choice === chosen ? (right ? 'right' : 'wrong') : 'dim';
  return (
    <div>
      <p className="rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-100">
        {t(`tutorial.steps.${index}.hint`)}
      </p>
      <div className="mt-5 rounded-3xl bg-gradient-to-br from-brand-50 to-violet-50 p-5 sm:p-8" lang="en">
        <QuestionText
          text={step.text}
          filled={chosen}
          tone={chosen === null ? 'idle' : right ? 'right' : 'wrong'}
          blankLabel={t('session.blank')}
        />
      </div>
      <div className="mt-6">
        <ChoiceButtons
          choices={[...step.choices]}
          stateOf={stateOf}
          onChoose={(c) => chosen === null && setChosen(c)}
          active={chosen === null}
        />
      </div>
      {shown ? (
        <div ref={panel} tabIndex={-1} className="mt-6 outline-none" aria-live="polite">
          <p
            className={`flex items-center gap-2 font-semibold ${right ? 'text-emerald-700' : 'text-rose-700'}`}
          >
            <Icon name={right ? 'check' : 'cross'} className="size-5" />
            {right ? t('session.correct') : t('session.wrong')}
          </p>
          <h2 className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {right ? t('explanation.titleRule') : t('explanation.titleWrong')}
          </h2>
          <p className="mt-2 rounded-2xl bg-slate-50 p-5 text-[17px] leading-relaxed text-slate-700 ring-1 ring-slate-100">
            {t(`tutorial.steps.${index}.${right ? 'right' : 'wrong'}`, { answer: chosen })}
          </p>
          <Button className="mt-6" fullWidth onClick={() => chosen !== null && onNext(chosen)}>
            {t('session.next')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

import type { Exercise } from '@gapwise/contracts/constants';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceButtons, type ChoiceState } from '../../components/ui/ChoiceButtons.tsx';
import { QuestionText } from '../../components/ui/QuestionText.tsx';

/** The sentence with its blank and the answer buttons; the picked one flashes right or wrong. */
export function QuestionStage({
  exercise,
  chosen,
  onChoose,
  announce,
}: {
  exercise: Exercise;
  chosen: string | null;
  onChoose: (answer: string) => void;
  /** Move focus to the sentence (every exercise but the first). */
  announce: boolean;
}) {
  const { t } = useTranslation('learning');
  const right = exercise.answers[0] ?? '';
  const choices = exercise.possibleAnswers[0] ?? [];
  const heading = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new exercise moves focus to its sentence
  useEffect(() => {
    // Not on the first one (opening a session should not jump); later ones are announced this way.
    if (announce) heading.current?.focus();
  }, [exercise.id, announce]);
  const stateOf = (choice: string): ChoiceState => {
    if (chosen === null) return 'idle';
    if (choice === chosen) return choice === right ? 'right' : 'wrong';
    return 'dim';
  };
  return (
    <div className="flex flex-1 flex-col">
      <section
        ref={heading}
        tabIndex={-1}
        data-question
        aria-label={t('session.questionLabel', { text: exercise.text.replace('___', '…') })}
        className="mt-6 min-h-32 rounded-3xl bg-gradient-to-br from-brand-50 to-violet-50 p-5 outline-none sm:mt-8 sm:p-8"
      >
        <QuestionText
          text={exercise.text}
          filled={chosen}
          tone={chosen === null ? 'idle' : chosen === right ? 'right' : 'wrong'}
          blankLabel={t('session.blank')}
        />
      </section>
      <p className="mt-6 mb-3 text-sm font-medium text-slate-500">{t('session.choose')}</p>
      <ChoiceButtons choices={choices} stateOf={stateOf} onChoose={onChoose} active={chosen === null} />
      <p className="mt-6 hidden text-center text-xs text-slate-500 sm:block">
        {t('session.keyboardHint', { n: Math.min(choices.length, 9) })}
      </p>
    </div>
  );
}

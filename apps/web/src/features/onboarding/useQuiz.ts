import { useState } from 'react';
import { track } from '../../lib/analytics.ts';
import { useSession } from '../../lib/session.tsx';
import { saveQuiz } from './api.ts';
import { QUIZ_STEPS, type QuizAnswers, type QuizKey, toQuizString } from './quiz.ts';

/**
 * Step state of the quiz. Picking a goal or level moves on by itself; picking an age finishes: the answers
 * are saved once as the quiz string (never overwritten when one exists) and `onDone` runs.
 */
export function useQuiz(onDone: () => void) {
  const { user, setUser } = useSession();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const current = QUIZ_STEPS[step] ?? QUIZ_STEPS[0];

  const finish = async (final: QuizAnswers) => {
    if (user?.quizString) return onDone();
    setSaving(true);
    setFailed(false);
    const result = await saveQuiz(toQuizString(final));
    setSaving(false);
    if (!result.isSuccess) return setFailed(true);
    track('onboarding-completed', {
      goal: final.goal ?? null,
      level: final.level ?? null,
      age: final.age ?? null,
    });
    setUser(result.content);
    onDone();
  };

  const choose = (key: QuizKey, value: string) => {
    if (saving) return;
    const next = { ...answers, [key]: value };
    setAnswers(next);
    if (step < QUIZ_STEPS.length - 1) setStep(step + 1);
    else void finish(next);
  };

  return {
    step,
    current,
    answers,
    saving,
    failed,
    choose,
    canGoBack: step > 0 && !saving,
    canGoNext: Boolean(answers[current.key]) && !saving,
    back: () => setStep((s) => Math.max(0, s - 1)),
    next: () => (step < QUIZ_STEPS.length - 1 ? setStep(step + 1) : void finish(answers)),
  };
}

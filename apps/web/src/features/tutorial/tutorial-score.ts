import { TUTORIAL_STEPS } from './tutorial-content.ts';

export type TutorialStars = 0 | 1 | 2 | 3;

/**
 * The tutorial's stars, on the exercise screen's scale (docs/product-rules.md#stars-and-scores: 0% → 0, under
 * 49% → 1, under 100% → 2, 100% → 3). A step counts when its answer was right, or when the step asked for a
 * mistake on purpose (goal 'wrong') and got one: following the instruction is not an error. So a wrong first
 * answer can no longer end in three stars.
 */
export function tutorialStars(chosen: readonly (string | null)[]): TutorialStars {
  const total = TUTORIAL_STEPS.length;
  const done = TUTORIAL_STEPS.filter((step, i) => {
    const answer = chosen[i];
    if (answer == null) return false;
    return answer === step.answer || step.goal === 'wrong';
  }).length;
  if (done === 0) return 0;
  const percent = (done / total) * 100;
  if (percent < 49) return 1;
  if (percent < 100) return 2;
  return 3;
}

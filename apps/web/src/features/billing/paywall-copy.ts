/** The onboarding goals that have their own paywall heading; anything else gets the default. */
export const GOALS = ['work', 'education', 'travel', 'personal'] as const;
export type PaywallGoal = (typeof GOALS)[number] | 'default';

/** Reads the goal from the saved quiz answers (JSON text); a missing or broken quiz gives the default. */
export function paywallGoal(quizString: string | null | undefined): PaywallGoal {
  if (!quizString) return 'default';
  try {
    const goal = (JSON.parse(quizString) as { goal?: unknown } | null)?.goal;
    return GOALS.find((g) => g === goal) ?? 'default';
  } catch {
    return 'default';
  }
}

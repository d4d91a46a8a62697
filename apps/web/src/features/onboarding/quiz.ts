/** The three questions of the onboarding quiz (docs/product-rules.md#sign-in), in order. */
export const QUIZ_STEPS = [
  { key: 'goal', options: ['work', 'education', 'travel', 'personal'] },
  { key: 'level', options: ['beginner', 'intermediate', 'advanced'] },
  { key: 'age', options: ['18-24', '25-34', '35-44', '45-plus'] },
] as const;

export type QuizKey = (typeof QUIZ_STEPS)[number]['key'];
export type QuizAnswers = Partial<Record<QuizKey, string>>;

/** Percent of the quiz done when standing on a step (0-based): step 1 of 3 shows 33%. */
export const progressPercent = (step: number): number => Math.round(((step + 1) / QUIZ_STEPS.length) * 100);

export const toQuizString = (answers: QuizAnswers): string =>
  JSON.stringify({ goal: answers.goal, level: answers.level, age: answers.age });

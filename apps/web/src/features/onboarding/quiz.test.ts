import { describe, expect, it } from 'vitest';
import { progressPercent, QUIZ_STEPS, toQuizString } from './quiz.ts';

describe('quiz', () => {
  it('has the three questions of the spec', () => {
    expect(QUIZ_STEPS.map((s) => s.key)).toEqual(['goal', 'level', 'age']);
    expect(QUIZ_STEPS[0].options).toEqual(['work', 'education', 'travel', 'personal']);
  });

  it('shows the percent of the current step', () => {
    expect([0, 1, 2].map(progressPercent)).toEqual([33, 67, 100]);
  });

  it('saves the answers as one JSON string', () => {
    expect(JSON.parse(toQuizString({ goal: 'travel', level: 'beginner', age: '25-34' }))).toEqual({
      goal: 'travel',
      level: 'beginner',
      age: '25-34',
    });
  });
});

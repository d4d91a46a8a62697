import { describe, expect, it } from 'vitest';
import { smartCounts, starsFor } from './score.ts';

describe('starsFor', () => {
  it.each([
    [0, 10, 0],
    [1, 10, 1],
    [4, 10, 1],
    [5, 10, 2],
    [9, 10, 2],
    [10, 10, 3],
    [5, 5, 3],
    [0, 0, 0],
  ])('%i of %i → %i stars', (correct, total, stars) => {
    expect(starsFor(correct, total)).toBe(stars);
  });
});

describe('smartCounts', () => {
  it('counts right and wrong answers per lower-cased correct answer', () => {
    expect(
      smartCounts([
        { correctAnswer: 'Does', isCorrect: true },
        { correctAnswer: 'does', isCorrect: false },
        { correctAnswer: 'do', isCorrect: true },
      ]),
    ).toEqual({ does: { correct: 1, incorrect: 1 }, do: { correct: 1, incorrect: 0 } });
  });
});

import type { Exercise } from '@gapwise/contracts/constants';
import { describe, expect, it } from 'vitest';
import { smartCounts, starsFor } from './score.ts';
import { initialSession, reduceSession, type SessionState } from './session-machine.ts';

const ex = (id: string, answer: string): Exercise => ({
  id,
  text: `I ___ ${id}.`,
  possibleAnswers: [[answer, 'wrong']],
  answers: [answer],
});
const exercises = [ex('a', 'am'), ex('b', 'is')];

const answer = (state: SessionState, choice: string, explainCorrect: boolean) => {
  const chosen = reduceSession(state, { type: 'choose', answer: choice }, exercises);
  return reduceSession(chosen, { type: 'record', explainCorrect, total: exercises.length }, exercises);
};

describe('session flow', () => {
  it('a wrong answer always opens the explanation', () => {
    const s = answer(initialSession, 'wrong', false);
    expect(s.stage).toBe('explanation');
    expect(s.history).toEqual([
      expect.objectContaining({ answer: 'wrong', isCorrect: false, explanation: '' }),
    ]);
  });

  it('a right answer moves on unless explanations for correct answers are on', () => {
    expect(answer(initialSession, 'am', false)).toMatchObject({ stage: 'question', index: 1, chosen: null });
    expect(answer(initialSession, 'am', true).stage).toBe('explanation');
  });

  it('ignores a second pick while the first one plays', () => {
    const once = reduceSession(initialSession, { type: 'choose', answer: 'am' }, exercises);
    expect(reduceSession(once, { type: 'choose', answer: 'wrong' }, exercises).chosen).toBe('am');
  });

  it('closing the explanation after the last exercise shows the results; restart empties the history', () => {
    let s = answer(initialSession, 'am', false);
    s = answer(s, 'wrong', false);
    expect(s.stage).toBe('explanation');
    s = reduceSession(s, { type: 'continue', total: 2 }, exercises);
    expect(s.stage).toBe('results');
    s = reduceSession(s, { type: 'explained', index: 1, text: 'Because.' }, exercises);
    expect(s.history[1]?.explanation).toBe('Because.');
    expect(reduceSession(s, { type: 'restart' }, exercises)).toEqual(initialSession);
  });
});

describe('score', () => {
  it('gives stars by percentage', () => {
    expect(starsFor(0, 10)).toBe(0);
    expect(starsFor(4, 10)).toBe(1);
    expect(starsFor(5, 10)).toBe(2);
    expect(starsFor(9, 10)).toBe(2);
    expect(starsFor(10, 10)).toBe(3);
    expect(starsFor(0, 0)).toBe(0);
  });

  it('counts smart statistics per lower-cased correct answer', () => {
    expect(
      smartCounts([
        { correctAnswer: 'Do', isCorrect: true },
        { correctAnswer: 'do', isCorrect: false },
        { correctAnswer: 'does', isCorrect: true },
      ]),
    ).toEqual({ do: { correct: 1, incorrect: 1 }, does: { correct: 1, incorrect: 0 } });
  });
});

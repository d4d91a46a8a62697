import type { Exercise } from '@gapwise/contracts/constants';
import { describe, expect, it } from 'vitest';
import { smartCounts, starsFor } from './score.ts';
import {
  type FlowOptions,
  initialSession,
  isLastStep,
  lastAnswer,
  reduceSession,
  type SessionState,
  sessionPosition,
} from './session-machine.ts';

const ex = (id: string, answer: string): Exercise => ({
  id,
  text: `I ___ ${id}.`,
  possibleAnswers: [[answer, 'wrong']],
  answers: [answer],
});
const exercises = [ex('a', 'am'), ex('b', 'is')];

const answer = (state: SessionState, choice: string, explainCorrect: boolean, retryMisses = false) => {
  const chosen = reduceSession(state, { type: 'choose', answer: choice }, exercises);
  return reduceSession(
    chosen,
    { type: 'record', explainCorrect, retryMisses, total: exercises.length },
    exercises,
  );
};
const next = (state: SessionState, options: FlowOptions, list: readonly Exercise[] = exercises) =>
  reduceSession(state, { type: 'continue', ...options, total: list.length }, list);

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
    s = next(s, { explainCorrect: false, retryMisses: false });
    expect(s.stage).toBe('results');
    s = reduceSession(s, { type: 'explained', index: 1, text: 'Because.' }, exercises);
    expect(s.history[1]?.explanation).toBe('Because.');
    expect(reduceSession(s, { type: 'restart' }, exercises)).toEqual(initialSession);
  });
});

describe('retrying the misses at the end', () => {
  const three = [ex('a', 'am'), ex('b', 'is'), ex('c', 'are')];
  const on: FlowOptions = { explainCorrect: false, retryMisses: true };
  const pick = (state: SessionState, choice: string, options = on) => {
    const chosen = reduceSession(state, { type: 'choose', answer: choice }, three);
    return reduceSession(chosen, { type: 'record', ...options, total: three.length }, three);
  };

  it('brings the wrong ones back once, in order, then shows the results; stars stay first tries', () => {
    let s = pick(initialSession, 'wrong'); // a: missed
    expect(isLastStep(s, 3, true)).toBe(false);
    s = next(s, on, three);
    s = pick(s, 'is'); // b: right
    s = pick(s, 'wrong'); // c: missed, the last first try
    expect(s.stage).toBe('explanation');
    // Misses are coming back: the last first try's button says Next, not Finish.
    expect(isLastStep(s, 3, true)).toBe(false);
    expect(isLastStep(s, 3, false)).toBe(true);
    s = next(s, on, three);
    expect(s).toMatchObject({ stage: 'question', index: 0, retryQueue: [0, 2], retries: [] });
    expect(sessionPosition(s, 3)).toEqual({ retry: true, current: 1, total: 2, done: 0 });
    s = pick(s, 'am'); // a corrected, no explanation for right answers: straight to c
    expect(s).toMatchObject({ stage: 'question', index: 2 });
    expect(sessionPosition(s, 3)).toEqual({ retry: true, current: 2, total: 2, done: 1 });
    s = pick(s, 'wrong'); // c missed again: explained, and that is the end
    expect(s.stage).toBe('explanation');
    expect(lastAnswer(s)).toMatchObject({ answer: 'wrong', isCorrect: false });
    expect(isLastStep(s, 3, true)).toBe(true);
    s = next(s, on, three);
    expect(s.stage).toBe('results');
    // First tries are untouched by the second ones: one right of three.
    expect(s.history.map((h) => h.isCorrect)).toEqual([false, true, false]);
    expect(s.retries.map((h) => [h.exercise.id, h.isCorrect])).toEqual([
      ['a', true],
      ['c', false],
    ]);
    expect(starsFor(s.history.filter((h) => h.isCorrect).length, three.length)).toBe(1);
  });

  it('a session without misses, or with the switch off, goes straight to the results', () => {
    let s = pick(initialSession, 'am');
    s = pick(s, 'is');
    s = pick(s, 'are');
    expect(s).toMatchObject({ stage: 'results', retryQueue: null });
    const off = { explainCorrect: false, retryMisses: false };
    let t = pick(initialSession, 'wrong', off);
    t = next(t, off, three);
    t = pick(t, 'is', off);
    t = pick(t, 'are', off);
    expect(t).toMatchObject({ stage: 'results', retryQueue: null, retries: [] });
  });

  it('counts positions as "Exercise n of m" before the retry round', () => {
    expect(sessionPosition(initialSession, 3)).toEqual({ retry: false, current: 1, total: 3, done: 0 });
    const s = pick(initialSession, 'am');
    expect(sessionPosition(s, 3)).toEqual({ retry: false, current: 2, total: 3, done: 1 });
  });

  it('a restart during the retry round starts a fresh session', () => {
    let s = pick(initialSession, 'wrong');
    s = next(s, on, three);
    s = pick(s, 'is');
    s = pick(s, 'are');
    expect(s.retryQueue).toEqual([0]);
    expect(reduceSession(s, { type: 'restart' }, three)).toEqual(initialSession);
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

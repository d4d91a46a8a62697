import type { Exercise } from '@gapwise/contracts/constants';

export interface HistoryItem {
  exercise: Exercise;
  answer: string;
  isCorrect: boolean;
  /** Empty until generated (after the answer or on demand in the results). */
  explanation: string;
}

export type Stage = 'question' | 'explanation' | 'results';

export interface SessionState {
  stage: Stage;
  /** The exercise on screen: an index into the session's exercises (first tries and retries alike). */
  index: number;
  /** First tries only: stars, the saved record and the results come from these. */
  history: HistoryItem[];
  /** The answer picked and playing its animation (the 150 ms before it is recorded). */
  chosen: string | null;
  /**
   * After the last exercise, the ones missed on the first try come back once ("Second try · 1 of 3"):
   * the exercises' indexes, in session order; null until (and unless) that round starts.
   */
  retryQueue: number[] | null;
  /** Second tries, in the order of retryQueue; they never change the stars. */
  retries: HistoryItem[];
}

/** What the learner chose for this session (the exercise settings, or the demo's fixed ones). */
export interface FlowOptions {
  explainCorrect: boolean;
  /** Bring the misses back once before the results. */
  retryMisses: boolean;
}

export type SessionAction =
  | ({ type: 'record'; total: number } & FlowOptions)
  | ({ type: 'continue'; total: number } & FlowOptions)
  | { type: 'choose'; answer: string }
  | { type: 'explained'; index: number; text: string }
  | { type: 'restart' };

export const initialSession: SessionState = {
  stage: 'question',
  index: 0,
  history: [],
  chosen: null,
  retryQueue: null,
  retries: [],
};

/**
 * The answer is right only when it equals the first entry of the exercise's answers
 * (docs/product-rules.md#exercise-session).
 */
export const isRight = (exercise: Exercise, answer: string) => exercise.answers[0] === answer;

export const inRetry = (state: SessionState) => state.retryQueue !== null;

/** The answer just recorded: the last second try during the retry round, else the last first try. */
export const lastAnswer = (state: SessionState): HistoryItem | undefined =>
  inRetry(state) ? state.retries[state.retries.length - 1] : state.history[state.history.length - 1];

/** Where the learner is: "Exercise 3 of 10", or "Second try · 1 of 2" once the retry round started. */
export function sessionPosition(state: SessionState, total: number) {
  if (state.retryQueue) {
    const size = state.retryQueue.length;
    return {
      retry: true,
      current: Math.min(state.retries.length + (state.stage === 'question' ? 1 : 0), size),
      total: size,
      done: state.retries.length,
    };
  }
  return { retry: false, current: state.index + 1, total, done: state.history.length };
}

/** Is the explanation on screen the session's last one (its button says "Finish")? */
export function isLastStep(state: SessionState, total: number, retryMisses: boolean): boolean {
  if (state.retryQueue) return state.retries.length >= state.retryQueue.length;
  if (state.history.length < total) return false;
  return !retryMisses || state.history.every((h) => h.isCorrect);
}

/**
 * The flow (docs/product-rules.md#exercise-session): pick → (150 ms) record; a wrong answer always opens the
 * explanation; a right one does when `explainCorrect` (demo, or the setting on); otherwise the next exercise.
 * After the last one the misses come back once when `retryMisses`, then the results. Closing the explanation
 * moves on the same way.
 */
export function reduceSession(
  state: SessionState,
  action: SessionAction,
  exercises: readonly Exercise[],
): SessionState {
  switch (action.type) {
    case 'choose':
      if (state.stage !== 'question' || state.chosen !== null) return state;
      return { ...state, chosen: action.answer };
    case 'record': {
      const exercise = exercises[state.index];
      if (!exercise || state.chosen === null || state.stage !== 'question') return state;
      const isCorrect = isRight(exercise, state.chosen);
      const item = { exercise, answer: state.chosen, isCorrect, explanation: '' };
      const next = inRetry(state)
        ? { ...state, retries: [...state.retries, item] }
        : { ...state, history: [...state.history, item] };
      if (!isCorrect || action.explainCorrect) return { ...next, stage: 'explanation' };
      return advance(next, action.total, action.retryMisses);
    }
    case 'continue':
      return state.stage === 'explanation' ? advance(state, action.total, action.retryMisses) : state;
    case 'explained':
      return {
        ...state,
        history: state.history.map((h, i) => (i === action.index ? { ...h, explanation: action.text } : h)),
      };
    case 'restart':
      return initialSession;
  }
}

function advance(state: SessionState, total: number, retryMisses: boolean): SessionState {
  const moved = { ...state, chosen: null, stage: 'question' as const };
  if (state.retryQueue) {
    const next = state.retryQueue[state.retries.length];
    return next === undefined ? { ...moved, stage: 'results' } : { ...moved, index: next };
  }
  if (state.history.length < total) return { ...moved, index: state.index + 1 };
  const misses = state.history.flatMap((h, i) => (h.isCorrect ? [] : [i]));
  const first = misses[0];
  if (!retryMisses || first === undefined) return { ...moved, stage: 'results' };
  return { ...moved, index: first, retryQueue: misses };
}

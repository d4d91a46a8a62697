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
  index: number;
  history: HistoryItem[];
  /** The answer picked and playing its animation (the 150 ms before it is recorded). */
  chosen: string | null;
}

export type SessionAction =
  | { type: 'choose'; answer: string }
  | { type: 'record'; explainCorrect: boolean; total: number }
  | { type: 'continue'; total: number }
  | { type: 'explained'; index: number; text: string }
  | { type: 'restart' };

export const initialSession: SessionState = { stage: 'question', index: 0, history: [], chosen: null };

/**
 * The answer is right only when it equals the first entry of the exercise's answers
 * (docs/product-rules.md#exercise-session).
 */
export const isRight = (exercise: Exercise, answer: string) => exercise.answers[0] === answer;

/**
 * The flow (docs/product-rules.md#exercise-session): pick → (150 ms) record; a wrong answer always opens the
 * explanation; a right one does when `explainCorrect` (demo, or the setting on); otherwise the next exercise,
 * or the results after the last. Closing the explanation moves on the same way.
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
      const history = [...state.history, { exercise, answer: state.chosen, isCorrect, explanation: '' }];
      if (!isCorrect || action.explainCorrect) return { ...state, history, stage: 'explanation' };
      return advance({ ...state, history }, action.total);
    }
    case 'continue':
      return state.stage === 'explanation' ? advance(state, action.total) : state;
    case 'explained':
      return {
        ...state,
        history: state.history.map((h, i) => (i === action.index ? { ...h, explanation: action.text } : h)),
      };
    case 'restart':
      return initialSession;
  }
}

function advance(state: SessionState, total: number): SessionState {
  if (state.history.length >= total) return { ...state, chosen: null, stage: 'results' };
  return { ...state, chosen: null, stage: 'question', index: state.index + 1 };
}

import type { Exercise } from '@gapwise/contracts/constants';
import type { ComponentType, ReactNode } from 'react';

/**
 * The exercise screen's pieces a review reuses (question, explanation, header, progress, the answer flow).
 * Features do not import each other: the route table hands them in from the practice and explanations
 * features. Typed here by what the review needs of them.
 */
export interface ReviewKit {
  SessionFrame: ComponentType<{ header: ReactNode; children: ReactNode; demo: boolean }>;
  SessionHeader: ComponentType<{ title: string; backTo: string; onSettings?: () => void }>;
  SessionProgress: ComponentType<{ current: number; total: number; done: number }>;
  QuestionStage: ComponentType<{
    exercise: Exercise;
    chosen: string | null;
    onChoose: (answer: string) => void;
    announce: boolean;
  }>;
  useSessionFlow: (
    exercises: readonly Exercise[],
    options: { explainCorrect: boolean; retryMisses: boolean },
  ) => {
    state: {
      stage: 'question' | 'explanation' | 'results';
      index: number;
      history: { exercise: Exercise; answer: string; isCorrect: boolean }[];
      chosen: string | null;
    };
    choose: (answer: string) => boolean;
    next: () => void;
    explained: (index: number, text: string) => void;
    restart: () => void;
  };
  useSettings: () => { explanationLanguage: string; isCorrectAnswerExplanations: boolean };
  Explanation: ComponentType<{
    exercise: Exercise;
    answer: string;
    isCorrect: boolean;
    language: string;
    continueLabel: string;
    onContinue: () => void;
    onExplained?: (text: string) => void;
  }>;
}

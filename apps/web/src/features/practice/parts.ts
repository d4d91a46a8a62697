import type { Exercise } from '@gapwise/contracts/constants';
import type { ComponentType } from 'react';
import type { Stars } from './score.ts';
import type { HistoryItem } from './session-machine.ts';

/**
 * What a session needs from the other learning features (explanations, results, settings). Features do
 * not import each other: the route table composes them and hands them in here.
 */
export interface SessionParts {
  useSettings: () => {
    explanationLanguage: string;
    isCorrectAnswerExplanations: boolean;
    retryMisses: boolean;
  };
  turnOffCorrectExplanations: () => void;
  SettingsDialog: ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;
  Explanation: ComponentType<{
    exercise: Exercise;
    answer: string;
    isCorrect: boolean;
    language: string;
    continueLabel: string;
    onContinue: () => void;
    onExplained?: (text: string) => void;
    onSkipCorrect?: () => void;
    Report?: ReportComponent;
  }>;
  InlineExplanation: ComponentType<{
    exercise: Exercise;
    answer: string;
    language: string;
    stored?: string;
    onExplained?: (text: string) => void;
  }>;
  Results: ComponentType<ResultsProps>;
  /** 'Report a problem with this exercise', on the explanation and in the answer history. */
  ReportProblem: ReportComponent;
}

export type ReportComponent = ComponentType<{ exercise: Exercise; answer?: string }>;

export type SaveState = 'idle' | 'saving' | 'saved' | 'error' | 'visitor';

export interface ResultsProps {
  history: HistoryItem[];
  stars: Stars;
  demo: boolean;
  language: string;
  save: SaveState;
  /** Sign-in and registration links that carry a visitor's results to the account. */
  loginHref: string;
  registerHref: string;
  /** A signed-in learner's review of this session's mistakes (absent when none or not signed in). */
  practiseMistakesHref?: string | undefined;
  backTo: string;
  onRepeat: () => void;
  /** Demo only: closes the demo. */
  onClose?: () => void;
  onExplained: (index: number, text: string) => void;
  Explain: SessionParts['InlineExplanation'];
  Report?: ReportComponent;
}

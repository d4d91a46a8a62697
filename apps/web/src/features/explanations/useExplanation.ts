import type { Exercise } from '@gapwise/contracts/constants';
import { useEffect, useState } from 'react';
import { track } from '../../lib/analytics.ts';
import { streamExplanation } from './stream.ts';

export type ExplanationStatus = 'idle' | 'loading' | 'streaming' | 'done';

/**
 * The explanation of one answer, streamed as it is written. A `stored` text is used as is (the history
 * keeps what was already generated). `onDone` gets the final text, so the caller can keep it.
 */
export function useExplanation({
  exercise,
  answer,
  language,
  enabled = true,
  stored,
  onDone,
}: {
  exercise: Exercise;
  answer: string;
  language: string;
  enabled?: boolean;
  stored?: string;
  onDone?: (text: string) => void;
}) {
  const [text, setText] = useState(stored ?? '');
  const [status, setStatus] = useState<ExplanationStatus>(stored ? 'done' : 'idle');
  const [provider, setProvider] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one request per exercise, answer and language
  useEffect(() => {
    if (!enabled || stored) return;
    const controller = new AbortController();
    setText('');
    setStatus('loading');
    track('exercise_explanation_submitted', { exerciseId: exercise.id, language });
    void streamExplanation(
      { exercise, answer, language },
      (next) => {
        setText(next);
        if (next) setStatus('streaming');
      },
      controller.signal,
    ).then((outcome) => {
      if (controller.signal.aborted) return;
      setText(outcome.text);
      setProvider(outcome.provider);
      setStatus('done');
      if (outcome.text) track('exercise_explanation_success', { exerciseId: exercise.id, language });
      onDone?.(outcome.text);
    });
    return () => controller.abort();
  }, [exercise.id, answer, language, enabled]);
  return { text, status, provider };
}

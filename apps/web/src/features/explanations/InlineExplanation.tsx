import type { Exercise } from '@gapwise/contracts/constants';
import { ExplanationText } from './ExplanationText.tsx';
import { useExplanation } from './useExplanation.ts';

/** An explanation asked for on demand (results' history); a stored one is reused, not asked again. */
export function InlineExplanation(props: {
  exercise: Exercise;
  answer: string;
  language: string;
  stored?: string;
  onExplained?: (text: string) => void;
}) {
  const { text, status, provider } = useExplanation({ ...props, onDone: props.onExplained });
  return (
    <div aria-live="polite" className="rounded-xl bg-slate-50 p-4 text-[15px]">
      <ExplanationText text={text} status={status} provider={provider} language={props.language} />
    </div>
  );
}

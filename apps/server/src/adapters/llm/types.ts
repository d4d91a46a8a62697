import type { LanguageCode } from '@gapwise/contracts';
import type { Exercise, TopicMeta } from '@gapwise/grammar';

export interface ExplanationRequest {
  exercise: Pick<Exercise, 'text' | 'answer' | 'choices'> & { rationale?: Exercise['rationale'] };
  /** Absent for inline (playground) exercises that belong to no bank topic. */
  topic?: Pick<TopicMeta, 'name' | 'card' | 'rules'>;
  chosen: string;
  language: LanguageCode;
}

export interface ExplainOptions {
  signal?: AbortSignal;
  /** Called with each new piece of text as it arrives (streaming clients show it at once). */
  onDelta?: (text: string) => void;
}

export interface ExplanationProvider {
  /** Provider and model, part of the cache key: a new model never serves another's text. */
  readonly id: string;
  explain(request: ExplanationRequest, options?: ExplainOptions): Promise<string>;
}

/** Bump when prompts or the rules wording change, so cached texts are regenerated. */
export const PROMPT_VERSION = 'v1';

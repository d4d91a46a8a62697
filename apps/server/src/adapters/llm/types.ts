import type { LanguageCode } from '@gapwise/contracts';
import type { Exercise, TopicMeta } from '@gapwise/grammar';
import type { SameRuleExample } from '@gapwise/grammar/follow-up';

export interface ExplanationRequest {
  exercise: Pick<Exercise, 'text' | 'answer' | 'choices'> & { rationale?: Exercise['rationale'] };
  /** Absent for inline (playground) exercises that belong to no bank topic. */
  topic?: Pick<TopicMeta, 'name' | 'card' | 'rules'>;
  chosen: string;
  language: LanguageCode;
  /**
   * A follow-up the learner asked for under the first explanation: another example of the same rule (the
   * bank's sentence, chosen by the server, so the model explains it rather than inventing one), or the
   * same point worded differently. Never free text from the learner.
   */
  followUp?: { kind: 'example'; example: SameRuleExample } | { kind: 'rephrase' };
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

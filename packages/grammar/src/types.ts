/** Shared shapes of the content engine. Everything here is plain data: no IO. */
import type { QualitySignals } from './quality.ts';

export type { QualityEvidence, QualitySignals } from './quality.ts';

export const LEVELS = ['basic', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];

export interface Localized {
  en: string;
  uk: string;
}

/** The short rule card a learner sees before a topic (and the explainer quotes). */
export interface RuleCard {
  rule: Localized;
  signals: Localized;
  /** Two English example sentences. */
  examples: [string, string];
}

/** One rule of a topic; `ruleId` in a rationale points here. */
export interface RuleText {
  id: string;
  /** The rule stated for a learner, one or two sentences. */
  statement: Localized;
}

/**
 * The error model behind a distractor. Explanations and admin analytics group by it,
 * so values are stable identifiers, never prose.
 */
export type ErrorType = string;

export interface DistractorRationale {
  choice: string;
  errorType: ErrorType;
  /** Values the explanation templates fill in (e.g. { marker: 'yesterday', tense: 'past' }). */
  params?: Record<string, string>;
}

export interface Rationale {
  ruleId: string;
  /** The words in the sentence that decide the answer. */
  trigger: string[];
  features?: Record<string, string>;
  distractors: DistractorRationale[];
}

/** What a topic generator yields; the bank builder adds id and quality. */
export interface ExerciseDraft {
  /** The sentence with exactly one `___`. */
  text: string;
  /** Choices in the order shown; includes `answer`. */
  choices: string[];
  answer: string;
  rationale: Rationale;
  /** The frame this sentence came from; used for diversity figures and the quality score. */
  skeleton: string;
  /** Generator's own confidence in the frame's naturalness, 0..1 (default 1). */
  naturalness?: number;
}

export interface Exercise extends ExerciseDraft {
  /** Stable across rebuilds: hash of topic, sentence and answer. */
  id: string;
  topicSlug: string;
  /** Quality score in [0, 1] from build-time signals (quality.ts, ADR 008). */
  quality: number;
  /** Top tier of its topic, served by `isOnlyHighQuality=true`. */
  highQuality: boolean;
  /** What the score was made from. */
  signals?: QualitySignals;
}

export interface TopicMeta {
  slug: string;
  sectionSlug: string;
  name: Localized;
  level: Level;
  /** The card subtitle: the answers this topic is about. */
  possibleAnswers: string[];
  card: RuleCard;
  rules: RuleText[];
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  int(maxExclusive: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

export interface TopicDef extends TopicMeta {
  /** How many exercises the bank keeps for this topic (fewer if the generator yields fewer). */
  target: number;
  /** Deterministic for a given rng seed. May yield more than `target`; the builder trims. */
  generate(rng: Rng): ExerciseDraft[];
}

export interface SectionDef {
  slug: string;
  name: Localized;
  topics: TopicDef[];
}

export interface SectionMeta {
  slug: string;
  name: Localized;
  topics: TopicMeta[];
}

/**
 * The quality score of an exercise, from signals known when the bank is built, with a typed hook for the
 * evidence that comes later (blind review verdicts, learners' answers). See docs/decisions/011-quality-score.md.
 */

/** What the build knows about one exercise. */
export interface QualitySignals {
  /** Authored: its skeleton made this one sentence; combined: one of several from a frame × word list. */
  origin: 'authored' | 'combined';
  /** How many exercises of the topic share its skeleton (1 for an authored sentence). */
  skeletonFanOut: number;
  /** link-grammar's verdict from the committed cache; "fail" never reaches the bank (checker-gap patterns aside). */
  checker: 'pass' | 'fail' | 'unchecked';
  /** Second-answer guards that had to drop a distractor: the draft was borderline. */
  guardsFired: string[];
  /** Choices shown (2 tells less than 3 or 4: a coin toss passes half of them). */
  choices: number;
  /** The generator's own confidence in the frame, 0..1 (default 1). */
  naturalness: number;
}

/** Evidence gathered after release; each kind is optional and only lowers a score it has reason to. */
export interface QualityEvidence {
  /** Blind review verdicts (npm run content:review-score): exactly-the-key acceptable and natural. */
  reviews?: { onlyKey: boolean; natural: boolean }[];
  /** Learners' first answers: how often shown and how often right. */
  answers?: { shown: number; correct: number };
}

/** The factors, named so the ADR, the tests and the admin area speak of the same numbers. */
export const QUALITY_WEIGHTS = {
  combined: 0.8,
  uncheckedByParser: 0.85,
  parserFailedButKnownGap: 0.7,
  perDoublingOfFanOut: 0.12,
  guardFired: 0.9,
  twoChoices: 0.9,
  reviewFailed: 0.3,
  /** Right for fewer than this share of learners (n ≥ 30): likely a bad key or a second answer. */
  suspiciouslyHard: 0.2,
  hardFactor: 0.7,
} as const;

export function qualityScore(signals: QualitySignals, evidence: QualityEvidence = {}): number {
  const w = QUALITY_WEIGHTS;
  let q = Math.max(0, Math.min(1, signals.naturalness));
  if (signals.origin === 'combined') q *= w.combined;
  if (signals.checker === 'unchecked') q *= w.uncheckedByParser;
  if (signals.checker === 'fail') q *= w.parserFailedButKnownGap;
  q /= 1 + w.perDoublingOfFanOut * Math.log2(Math.max(1, signals.skeletonFanOut));
  if (signals.guardsFired.length > 0) q *= w.guardFired;
  if (signals.choices <= 2) q *= w.twoChoices;
  const reviews = evidence.reviews ?? [];
  if (reviews.some((r) => !r.onlyKey || !r.natural)) q *= w.reviewFailed;
  const answers = evidence.answers;
  if (answers && answers.shown >= 30 && answers.correct / answers.shown < w.suspiciouslyHard)
    q *= w.hardFactor;
  return Math.round(Math.max(0, Math.min(1, q)) * 1000) / 1000;
}

/** Share of a topic served as its top tier (`isOnlyHighQuality=true`). */
export const TOP_TIER_SHARE = 0.4;
/** A top tier never holds fewer than one session of exercises (when the topic has them). */
const TOP_TIER_MIN = 10;

/**
 * The top tier of a topic: the best 40% by score (ties by id, so the tier is stable across rebuilds), at
 * least one session's worth; a strict subset of every topic with more than ten exercises.
 */
export function topTier<T extends { id: string; quality: number }>(items: readonly T[]): Set<T> {
  const size = Math.max(Math.round(items.length * TOP_TIER_SHARE), Math.min(items.length, TOP_TIER_MIN));
  const ranked = [...items].sort((a, b) => b.quality - a.quality || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return new Set(ranked.slice(0, size));
}

/**
 * Learners' answers move an exercise across the top tier without a rebuild (issue 20, ADR 011): an
 * exercise the answers flag leaves it at once, before anyone reviews it; one that enough clean first
 * answers confirm (at least `CONFIRM_ANSWERS`, no flag, its right rate in its topic's range) joins it.
 */
export const CONFIRM_ANSWERS = 50;

export function inTopTier(
  builtHighQuality: boolean,
  evidence: { flagged: boolean; confirmed: boolean },
): boolean {
  if (evidence.flagged) return false;
  return builtHighQuality || evidence.confirmed;
}

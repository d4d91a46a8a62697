import {
  type SectionRecord,
  SMART_ANSWER_MAX_LENGTH,
  SMART_ANSWERS_MAX,
  SMART_COUNT_MAX,
} from '@gapwise/contracts';

export type Smart = NonNullable<SectionRecord['smart']>;

/** A count as the contract allows it: a whole number from 0 to SMART_COUNT_MAX (anything else reads as 0). */
function saturate(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return 0;
  return Math.min(Math.floor(value), SMART_COUNT_MAX);
}

/**
 * Adds this session's per-answer counts to the stored ones. Counts saturate at SMART_COUNT_MAX and no more
 * than SMART_ANSWERS_MAX answers are kept, so what is stored always fits the response schema.
 */
export function mergeSmart(stored: Smart | null, added: Smart | undefined): Smart | null {
  const base = presentableSmart(stored);
  if (!added) return base;
  const out: Smart = { ...(base ?? {}) };
  for (const [answer, counts] of Object.entries(added)) {
    const key = answer.trim().toLowerCase();
    if (!key || key.length > SMART_ANSWER_MAX_LENGTH) continue;
    const prev = out[key];
    if (!prev && Object.keys(out).length >= SMART_ANSWERS_MAX) continue;
    out[key] = {
      correct: saturate((prev?.correct ?? 0) + counts.correct),
      incorrect: saturate((prev?.incorrect ?? 0) + counts.incorrect),
    };
  }
  return out;
}

/**
 * A stored `smart` value made presentable, whatever the row holds (rows written before counts were
 * bounded, or by hand): counts saturated, answers that cannot be shown dropped, at most SMART_ANSWERS_MAX.
 */
export function presentableSmart(stored: unknown): Smart | null {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return null;
  const out: Smart = {};
  let kept = 0;
  for (const [answer, counts] of Object.entries(stored)) {
    if (kept >= SMART_ANSWERS_MAX) break;
    if (!answer || answer.length > SMART_ANSWER_MAX_LENGTH) continue;
    if (!counts || typeof counts !== 'object') continue;
    const { correct, incorrect } = counts as { correct?: unknown; incorrect?: unknown };
    out[answer] = { correct: saturate(correct), incorrect: saturate(incorrect) };
    kept++;
  }
  return out;
}

/** Stars as the contract allows them (0–3), whatever the row holds. */
export function presentableStars(stored: unknown): number {
  if (typeof stored !== 'number' || !Number.isFinite(stored) || stored <= 0) return 0;
  return Math.min(Math.floor(stored), 3);
}

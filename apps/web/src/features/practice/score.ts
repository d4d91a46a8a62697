export type Stars = 0 | 1 | 2 | 3;

/**
 * Stars from the share of right answers (docs/product-rules.md#stars-and-scores): 0% → 0, under 49% → 1,
 * under 100% → 2, 100% → 3.
 */
export function starsFor(correct: number, total: number): Stars {
  if (total <= 0 || correct <= 0) return 0;
  const percent = (correct / total) * 100;
  if (percent < 49) return 1;
  if (percent < 100) return 2;
  return 3;
}

/**
 * Per lower-cased correct answer: how often it was answered right and wrong ("smart",
 * docs/product-rules.md#stars-and-scores).
 */
export function smartCounts(history: { correctAnswer: string; isCorrect: boolean }[]) {
  const counts: Record<string, { correct: number; incorrect: number }> = {};
  for (const h of history) {
    const key = h.correctAnswer.toLowerCase();
    const c = counts[key] ?? { correct: 0, incorrect: 0 };
    if (h.isCorrect) c.correct++;
    else c.incorrect++;
    counts[key] = c;
  }
  return counts;
}

/**
 * Score message by stars (docs/product-rules.md#stars-and-scores): 0 → try again, 1 → not bad, 2 → good, 3 →
 * excellent.
 */
export const MESSAGE_KEYS = ['results.msg0', 'results.msg1', 'results.msg2', 'results.msg3'] as const;

export const messageKey = (stars: number) => MESSAGE_KEYS[Math.max(0, Math.min(3, stars))] ?? MESSAGE_KEYS[0];

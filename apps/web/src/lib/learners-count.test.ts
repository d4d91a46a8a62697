import { describe, expect, it } from 'vitest';
import { LEARNERS_SHOWN_FROM, learnersToShow } from './learners-count.ts';

describe('learnersToShow', () => {
  it('shows a real count from the threshold up', () => {
    expect(LEARNERS_SHOWN_FROM).toBe(100);
    expect(learnersToShow(100)).toBe(100);
    expect(learnersToShow(12_345)).toBe(12_345);
  });

  it('shows nothing below it, and never a made-up number when the count is unknown', () => {
    expect(learnersToShow(3)).toBeNull();
    expect(learnersToShow(99)).toBeNull();
    expect(learnersToShow(0)).toBeNull();
    expect(learnersToShow(null)).toBeNull();
    expect(learnersToShow(undefined)).toBeNull();
    expect(learnersToShow(Number.NaN)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { tutorialStars } from './tutorial-score.ts';

describe('tutorialStars', () => {
  it('gives three stars when the first answer is right and the second follows the step', () => {
    expect(tutorialStars(['goes', 'a'])).toBe(3);
    expect(tutorialStars(['goes', 'an'])).toBe(3);
  });

  it('gives two stars, not three, after a wrong first answer', () => {
    expect(tutorialStars(['go', 'the'])).toBe(2);
    expect(tutorialStars(['going', 'an'])).toBe(2);
  });

  it('gives nothing for steps that were not answered', () => {
    expect(tutorialStars([])).toBe(0);
    expect(tutorialStars([null, null])).toBe(0);
  });
});

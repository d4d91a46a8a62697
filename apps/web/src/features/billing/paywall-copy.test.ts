import { describe, expect, it } from 'vitest';
import { paywallGoal } from './paywall-copy.ts';

describe('paywallGoal', () => {
  it('reads the goal of the saved quiz', () => {
    expect(paywallGoal('{"goal":"work","level":"beginner","age":"18-24"}')).toBe('work');
    expect(paywallGoal('{"goal":"travel"}')).toBe('travel');
    expect(paywallGoal('{"goal":"personal"}')).toBe('personal');
    expect(paywallGoal('{"goal":"education"}')).toBe('education');
  });
  it('falls back to the default for no quiz, another goal or broken JSON', () => {
    expect(paywallGoal(null)).toBe('default');
    expect(paywallGoal('{"goal":"fun"}')).toBe('default');
    expect(paywallGoal('{oops')).toBe('default');
    expect(paywallGoal('null')).toBe('default');
  });
});

import { describe, expect, it } from 'vitest';
import { testsTarget } from './tests-target.ts';

describe('testsTarget', () => {
  it('sends premium learners to the sections', () => {
    expect(testsTarget({ isPremium: true, quizString: null })).toBe('/hub/sections');
  });
  it('sends learners without a quiz to onboarding', () => {
    expect(testsTarget({ isPremium: false, quizString: null })).toBe('/onboarding');
  });
  it('opens the paywall modal over the sections for the others', () => {
    expect(testsTarget({ isPremium: false, quizString: '{"goal":"work"}' })).toBe(
      '/hub/sections?action=open-paywall',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { bothEitherTopic } from '../pronoun/both-either-neither.ts';
import { mixedTenses } from './mixed-tenses.ts';

describe('round 1902 guards', () => {
  it('mixed-tenses: never offers will as wrong with "now" or "right now" (a decision made on the spot)', () => {
    const now = buildTopic(mixedTenses).exercises.filter((e) => / (now|right now)[.?]$/.test(e.text));
    expect(now.length).toBeGreaterThan(100);
    for (const e of now)
      expect(
        e.choices.filter((c) => c.startsWith('will ')),
        e.text,
      ).toEqual([]);
  });
  it('both-either-neither: either … or as a subject only where a choice is still open (will, can, could…)', () => {
    const either = buildTopic(bothEitherTopic).exercises.filter((e) => /^___ .+ or /.test(e.text));
    expect(either.length).toBeGreaterThan(20);
    for (const e of either)
      if (e.answer === 'Either') expect(e.text).toMatch(/ or .*\b(will|can|could|would|should|might|may)\b/);
  });
});

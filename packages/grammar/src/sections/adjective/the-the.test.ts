import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { adjective } from '../adjective.ts';
import { THE_THE_LINES, theTheComparativesTopic } from './the-the-comparatives.ts';

describe('the-the-comparatives', () => {
  const ex = buildTopic(theTheComparativesTopic).exercises;

  it('is listed in the adjective section and keeps every authored sentence (about 58: smaller than 300, not padded)', () => {
    expect(adjective.topics).toContain(theTheComparativesTopic);
    expect(ex.length).toBeGreaterThanOrEqual(55);
  });

  it('has the comparative as the key, among its choices, with the superlative always offered as wrong', () => {
    for (const e of ex) {
      expect(e.choices, e.text).toContain(e.answer);
      expect(e.text.replace('___', e.answer), e.text).toMatch(new RegExp(`the ${e.answer}\\b`, 'i'));
      expect(e.rationale.distractors.map((d) => d.errorType)).toContain('superlative-in-the-the');
    }
  });

  it('uses each sentence frame once per base: one skeleton per authored line', () => {
    expect(new Set(ex.map((e) => e.skeleton)).size).toBe(THE_THE_LINES.length);
  });

  it('never asks an adjective with two accepted comparatives (quieter / more quiet, further / farther)', () => {
    for (const [base] of THE_THE_LINES)
      expect(['quiet', 'far', 'clever', 'simple', 'polite', 'friendly']).not.toContain(base);
  });
});

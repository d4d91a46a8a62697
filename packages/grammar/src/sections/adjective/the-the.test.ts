import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { adjective } from '../adjective.ts';
import { THE_THE_LINES, theTheComparativesTopic } from './the-the-comparatives.ts';

describe('the-the-comparatives', () => {
  const ex = buildTopic(theTheComparativesTopic).exercises;

  it('is listed in the adjective section and has at least 300 exercises from 160+ authored bases (issue 16)', () => {
    expect(adjective.topics).toContain(theTheComparativesTopic);
    expect(ex.length).toBeGreaterThanOrEqual(300);
    expect(THE_THE_LINES.length).toBeGreaterThanOrEqual(160);
  });

  it('keeps a varied subject and its pronouns in agreement (no "you train, the fitter we get")', () => {
    for (const e of ex) {
      expect(e.text, e.text).not.toMatch(/\byou\b[^,]*, [^,]*\bwe\b|\bwe\b[^,]*, [^,]*\byou\b/);
      expect(e.text, e.text).not.toMatch(/\bhe\b[^.]*\bshe\b|\bshe\b[^.]*\bhe\b/);
    }
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

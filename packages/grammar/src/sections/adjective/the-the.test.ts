import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { adjective } from '../adjective.ts';
import { THE_THE_LINES, theTheComparativesTopic } from './the-the-comparatives.ts';

describe('the-the-comparatives', () => {
  const ex = buildTopic(theTheComparativesTopic).exercises;

  it('is listed in the adjective section and has at least 600 exercises from 320+ authored bases (issue 16, the full catalogue)', () => {
    expect(adjective.topics).toContain(theTheComparativesTopic);
    expect(ex.length).toBeGreaterThanOrEqual(600);
    expect(THE_THE_LINES.length).toBeGreaterThanOrEqual(320);
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
      expect([
        'quiet',
        'far',
        'clever',
        'simple',
        'polite',
        'friendly',
        'dry',
        'strict',
        'clear',
        'brave',
        'tired',
      ]).not.toContain(base);
  });

  it('keeps the tense of both halves together in a base with variants (no "you climb, the colder it got")', () => {
    for (const e of ex) {
      expect(e.text, e.text).not.toMatch(/\b(you|we|I) (climb|get|are|practise)\b[^.]*\b(got|felt|became)\b/);
      expect(e.text, e.text).not.toMatch(/\bI (talks|gets|finishes)\b/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { expectSize } from '../topic-checks.ts';
import { cleftSentences } from './cleft-sentences.ts';
import { inversionNegativeAdverbials } from './inversion-negative-adverbials.ts';

describe('inversion-negative-adverbials', () => {
  const { exercises } = buildTopic(inversionNegativeAdverbials);

  it('has its honest size (issue 16, the full catalogue: 550+) over at least 185 bases, all advanced', () => {
    expect(inversionNegativeAdverbials.level).toBe('advanced');
    expectSize(exercises, 550, 185);
  });

  it('offers the other word order of the key in every exercise', () => {
    for (const e of exercises) {
      const words = (x: string) => x.split(' ').sort().join(' ');
      expect(
        e.choices.filter((c) => c !== e.answer && words(c) === words(e.answer)),
        e.text,
      ).toHaveLength(1);
    }
  });

  it('never offers had against a have/has key, nor would against will (both can invert)', () => {
    for (const e of exercises) {
      const key = e.answer.split(' ');
      const others = e.choices.filter((c) => c !== e.answer).flatMap((c) => c.split(' '));
      if (key.includes('have') || key.includes('has')) expect(others, e.text).not.toContain('had');
      if (key.includes('will')) expect(others, e.text).not.toContain('would');
    }
  });

  it('never lets an alternative choose a verb form apart from its subject (no "I were", "she were")', () => {
    for (const e of exercises)
      expect(e.text.replace('___', e.answer), e.text).not.toMatch(
        /\b(I|he|she) were\b|\b(we|they|you) was\b/,
      );
  });

  it('keeps the normal order after openings that only look negative', () => {
    for (const e of exercises.filter((x) => x.rationale.ruleId === 'no-inversion'))
      expect(e.text).toMatch(
        /^(No wonder|Never mind|No doubt|Little by little|In no time|Not surprisingly|Not far from here)/,
      );
  });

  it('puts no auxiliary wrong for the time before a present habit or after a past marker (tense distractors name one)', () => {
    for (const e of exercises)
      for (const r of e.rationale.distractors)
        if (r.errorType === 'inversion-tense-mismatch')
          expect(e.text, e.text).toContain(String(r.params?.marker));
  });
});

describe('cleft-sentences', () => {
  const { exercises } = buildTopic(cleftSentences);

  it('has 550+ exercises over at least 230 bases, each key in a fair share (issue 16, the full catalogue)', () => {
    expectSize(exercises, 550, 230);
    expect(new Set(exercises.map((e) => e.answer))).toEqual(new Set(['What', 'It', 'who', 'that']));
    for (const key of ['What', 'It', 'who', 'that']) {
      const share = exercises.filter((e) => e.answer === key).length / exercises.length;
      expect(share, key).toBeGreaterThan(0.15);
      expect(share, key).toBeLessThan(0.35);
    }
  });

  it('puts a person before who and a time, place or reason (a preposition, a year, a time word) before that', () => {
    for (const e of exercises.filter((x) => x.answer === 'that'))
      expect(e.text, e.text).toMatch(
        /^It('s| is| was|wasn't| was not) (only |not until |until )?(in|on|at|by|because|after|before|during|for|thanks|here|until|when|three|five|two|last|yesterday|\w+ years)\b/,
      );
  });

  it('never offers that against who after a person, nor that at the start, nor when/where', () => {
    for (const e of exercises) {
      expect(e.choices, e.text).toContain(e.answer);
      if (e.answer === 'who') expect(e.choices).not.toContain('that');
      if (e.answer === 'It') expect(e.choices).not.toContain('That');
      expect(e.choices).not.toContain('when');
      expect(e.choices).not.toContain('where');
    }
  });
});

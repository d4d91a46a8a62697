import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import { checkAuthoredTopic } from '../topic-checks.ts';
import { IF_ONLY_BASES, ifOnly } from './if-only.ts';

describe('if-only', () => {
  checkAuthoredTopic(ifOnly, {
    min: 600,
    minSkeletons: 160,
    keyShare: (a) =>
      a.startsWith('had ') && a.includes(' ')
        ? 'past perfect'
        : a.startsWith('would ')
          ? 'would'
          : 'past simple',
  });

  const drafts = ifOnly.generate(createRng('x'));

  it('never offers be (If only I were / was), nor the past simple against would, nor the past perfect against a wish about now', () => {
    expect(IF_ONLY_BASES.length).toBeGreaterThanOrEqual(160);
    for (const d of drafts) {
      expect(
        d.choices.some((c) => /^(was|were)$/.test(c)) && d.rationale.ruleId !== 'ifonly-past',
        d.text,
      ).toBe(false);
      if (d.rationale.ruleId === 'ifonly-would')
        expect(d.rationale.distractors.map((x) => x.errorType).sort(), d.text).toEqual([
          'present-after-if-only',
          'will-after-if-only',
        ]);
      if (d.rationale.ruleId === 'ifonly-now')
        expect(
          d.choices.some((c) => /^had \w+(ed|en|wn|t)\b/.test(c)),
          d.text,
        ).toBe(false);
    }
  });

  it('offers would as wrong in a wish about now only with a verb of state (with an action it can ask for a change)', () => {
    for (const d of drafts)
      for (const x of d.rationale.distractors)
        if (x.errorType === 'would-after-if-only-state')
          expect(x.choice, d.text).toMatch(/^would (have|know|own|understand|remember)\b/);
  });

  it('puts only other people’s habits with would (never I or we)', () => {
    for (const d of drafts)
      if (d.rationale.ruleId === 'ifonly-would') expect(d.text, d.text).not.toMatch(/^(I|We) /);
  });
});

import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import { checkAuthoredTopic } from '../topic-checks.ts';
import { FPC_BASES, futurePerfectContinuous } from './future-perfect-continuous.ts';

describe('future-perfect-continuous', () => {
  checkAuthoredTopic(futurePerfectContinuous, {
    min: 720,
    minSkeletons: 105,
    keyShare: (a) => (a.startsWith('will have been') ? 'fpc' : a.startsWith('will have') ? 'fp' : 'fc'),
    minShare: 0.2,
  });

  const drafts = futurePerfectContinuous.generate(createRng('x'));

  it('never offers "will have done" against a duration, where it is right too', () => {
    for (const d of drafts) {
      if (d.rationale.ruleId === 'fpc-duration') {
        expect(d.choices.filter((c) => /^will have (?!been)/.test(c))).toEqual([]);
      }
    }
  });

  it('never offers "will be doing" against a result, where "by then" can read as a state reached', () => {
    for (const d of drafts) {
      if (d.rationale.ruleId === 'fp-result')
        expect(d.choices.filter((c) => /^will be /.test(c))).toEqual([]);
    }
  });

  it('gives every duration a for-period and a future point, and no moment a period', () => {
    for (const b of FPC_BASES) {
      if (b.k === 'duration') expect(b.t, b.t).toMatch(/ for [a-z]/);
      if (b.k === 'moment') expect(b.t, b.t).not.toMatch(/ for (an?|two|three|\d)/);
    }
  });
});

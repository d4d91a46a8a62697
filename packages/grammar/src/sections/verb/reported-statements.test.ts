import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import { checkAuthoredTopic } from '../present-tense/kit-checks.ts';
import { RS_BASES, reportedStatements } from './reported-statements.ts';

describe('reported-statements', () => {
  // An honest size: 60 bases whose context rules the unmoved present out, five people each.
  checkAuthoredTopic(reportedStatements, { min: 290, minSkeletons: 58 });

  const drafts = reportedStatements.generate(createRng('x'));

  it('offers the unmoved present only with a cue that the situation has changed since', () => {
    expect(RS_BASES.length).toBeGreaterThanOrEqual(58);
    for (const d of drafts) {
      const unmoved = d.rationale.distractors.find((x) => x.errorType === 'no-backshift-reported');
      expect(unmoved, d.text).toBeDefined();
      const cue = unmoved?.params?.cue ?? '';
      expect(cue.length, d.text).toBeGreaterThan(0);
      expect(d.text.split('___')[1], d.text).toContain(cue);
    }
  });

  it('never asks a past simple to become had done (she said she saw it is right too)', () => {
    for (const d of drafts) {
      const quote = d.text.split('”')[0] ?? '';
      if (d.answer.startsWith('had ')) expect(quote, d.text).toMatch(/’ve|haven’t/);
    }
  });

  it('writes choices in lower case, as they stand inside the sentence', () => {
    for (const d of drafts) for (const c of d.choices) expect(c, d.text).toMatch(/^[a-z]/);
  });
});

import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import { checkAuthoredTopic } from '../topic-checks.ts';
import { RS_BASES, reportedStatements } from './reported-statements.ts';

describe('reported-statements', () => {
  // An honest size: 86 bases whose context rules the unmoved present out, up to eight people each.
  checkAuthoredTopic(reportedStatements, { min: 660, minSkeletons: 85 });

  const drafts = reportedStatements.generate(createRng('x'));

  it('offers the unmoved present only with a cue that the situation has changed since', () => {
    expect(RS_BASES.length).toBeGreaterThanOrEqual(85);
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

  it('quotes no relative of the speaker in a base about when we met', () => {
    for (const d of drafts)
      if (/we (first )?met/.test(d.text)) expect(d.text, d.text).not.toMatch(/we (first )?met, my /);
  });

  it('writes choices in lower case, as they stand inside the sentence', () => {
    for (const d of drafts) for (const c of d.choices) expect(c, d.text).toMatch(/^[a-z]/);
  });
});

import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import { checkAuthoredTopic } from '../topic-checks.ts';
import { beSupposedTo, SUP_BASES } from './be-supposed-to.ts';

describe('be-supposed-to', () => {
  checkAuthoredTopic(beSupposedTo, { min: 600, minSkeletons: 165 });

  const drafts = beSupposedTo.generate(createRng('x'));

  it('tests the form only: every choice keeps the tense of the answer, never should / must / have to', () => {
    expect(SUP_BASES.length).toBeGreaterThanOrEqual(165);
    for (const d of drafts) {
      const past = /^(was|were|wasn't|weren't)\b/.test(d.answer);
      for (const c of d.choices) {
        expect(c, d.text).not.toMatch(/\b(should|must|have to|has to|don't|doesn't)\b/);
        if (/^(is|am|are|was|were|isn't|aren't|wasn't|weren't)\b/.test(c))
          expect(/^(was|were|wasn't|weren't)\b/.test(c), d.text).toBe(past);
      }
    }
  });

  it('agrees am / is / are and was / were with the subject', () => {
    for (const d of drafts) {
      if (/^(I|My parents|We|They|Students|Guests|Passengers) /.test(d.text) && !/^I /.test(d.text))
        expect(d.answer, d.text).toMatch(/^(are|aren't|were|weren't) /);
      if (/^(He|She|Anna|Tom|The train|The meeting) /.test(d.text))
        expect(d.answer, d.text).toMatch(/^(is|isn't|was|wasn't) /);
      if (/^I /.test(d.text)) expect(d.answer, d.text).toMatch(/^(am|was|wasn't|am not) /);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { modal } from '../modal.ts';
import { commonChecks, itIsListedIn } from '../topic-checks.ts';
import { mightCouldHavePast } from './might-could-have-past.ts';

describe('might-could-have-past', () => {
  const ex = commonChecks(mightCouldHavePast, 600, (ex) => ex.rationale.ruleId, 0.25);
  const possible = /^(might|may|could) have /;

  itIsListedIn(modal, mightCouldHavePast);

  it('never offers might, may or could have as wrong: they are interchangeable, and a weaker guess is English', () => {
    // Only the form error (have + past simple) may start like that.
    for (const e of ex)
      for (const d of e.rationale.distractors.filter((x) => possible.test(x.choice)))
        expect(d.errorType, `${e.text} → ${d.choice}`).toBe('past-after-modal-have');
  });

  it('spreads the possibility key over might, may and could have', () => {
    for (const m of ['might', 'may', 'could'])
      expect(ex.filter((e) => e.answer.startsWith(`${m} have `)).length, m).toBeGreaterThan(ex.length / 15);
  });

  it('keys a possibility only where another possibility or a doubt is spelt out', () => {
    for (const e of ex.filter((x) => possible.test(x.answer)))
      expect(e.rationale.trigger.join(' '), e.text).toMatch(
        /or perhaps|or maybe|or was it|can't be sure|not sure|Nobody/,
      );
  });

  it('offers can’t have only against must have and must have against the other two', () => {
    for (const e of ex) {
      const meaning = e.rationale.distractors.find(
        (d) => d.errorType !== 'past-after-modal-have' && d.errorType !== 'had-after-modal',
      );
      expect(
        meaning?.choice.startsWith(e.answer.startsWith('must') ? "can't have" : 'must have'),
        e.text,
      ).toBe(true);
    }
  });
});

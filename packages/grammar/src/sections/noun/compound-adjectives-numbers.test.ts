import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { expectSize } from '../topic-checks.ts';
import { compoundAdjectivesNumbersTopic } from './compound-adjectives-numbers.ts';

/** Issue 16: the topic grown to 600+ over 120+ bases, and the forms each base relies on. */
describe('compound-adjectives-numbers (issue 16 size)', () => {
  const ex = buildTopic(compoundAdjectivesNumbersTopic).exercises;
  const before = ex.filter((e) => e.rationale.ruleId === 'compound-before-noun');

  it('has 600+ exercises from 120+ distinct bases', () => expectSize(ex, 600, 120));

  it('keys the hyphenated singular before a noun and the spaced plural with no noun, each a fair share', () => {
    for (const e of ex) {
      if (e.rationale.ruleId === 'compound-before-noun') {
        expect(e.answer, e.text).toMatch(/-/);
        expect(e.answer, e.text).not.toMatch(/s(-old)?$/);
        // A noun follows the gap.
        expect(e.text, e.answer).toMatch(/___ [a-z]/);
      } else {
        expect(e.answer, e.text).not.toMatch(/-(minute|hour|day|week|month|year|mile|kilo|page)s?$/);
        expect(e.answer, e.text).toMatch(/s$/);
      }
      // Never the British-only "ten minutes' walk", never the unhyphenated compound as a wrong choice.
      for (const c of e.choices) expect(c, e.text).not.toMatch(/'|’/);
      for (const t of e.rationale.trigger) expect(e.text).toContain(t);
    }
    const share = before.length / ex.length;
    expect(share).toBeGreaterThan(0.35);
    expect(share).toBeLessThan(0.65);
  });
});

import { describe, expect, it } from 'vitest';
import { fillBlank } from '../../checks.ts';
import { futureTense } from '../future-tense.ts';
import { commonChecks, expectBases, itIsListedIn } from '../topic-checks.ts';
import { beToFormal } from './be-to-formal.ts';

describe('be-to-formal', () => {
  // Issue 16: 329 → 600+ from 190 bases.
  const ex = commonChecks(beToFormal, 590, (ex) => ex.rationale.ruleId, 0.18);

  it('has 185+ bases (issue 16)', () => expectBases(ex, 185));

  itIsListedIn(futureTense, beToFormal);

  it('never offers a form that is also right: going to, will, the present continuous, or was to + base form', () => {
    for (const e of ex)
      for (const c of e.choices.filter((x) => x !== e.answer)) {
        expect(c, e.text).not.toMatch(/^(going to|will|be) /);
        // to + base form is never offered against to have + past participle.
        if (e.answer.startsWith('to have ')) expect(c, e.text).not.toMatch(/^to [a-z]+$/);
      }
  });

  it('keys to have + past participle only on a past plan that the sentence says did not happen', () => {
    for (const e of ex.filter((x) => x.answer.startsWith('to have '))) {
      const full = fillBlank(e.text, e.answer);
      expect(full, full).toMatch(/\b(was|were) to have [a-z]+/);
      expect(full, full).toMatch(/, but /);
    }
  });
});

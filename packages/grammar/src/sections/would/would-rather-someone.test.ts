import { describe, expect, it } from 'vitest';
import { fillBlank } from '../../checks.ts';
import { commonChecks, expectBases, itIsListedIn } from '../topic-checks.ts';
import { would } from '../would.ts';
import { wouldRatherSomeone } from './would-rather-someone.ts';

describe('would-rather-someone', () => {
  // Issue 16: 429 → 500 (93 → 111 bases); full catalogue: 501 → 700+ (111 → 165 bases).
  const ex = commonChecks(wouldRatherSomeone, 690, (ex) => ex.rationale.ruleId, 0.18);

  it('draws from 160+ bases', () => expectBases(ex, 160));

  it('keys the past perfect in the new lines only where the sentence sets the past', () => {
    const fresh = ex.filter(
      (x) => x.rationale.ruleId === 'rather-other-past' && /^rather-5\d\d$/.test(x.skeleton),
    );
    expect(fresh.length).toBeGreaterThan(40);
    for (const e of fresh)
      expect(e.text, e.text).toMatch(
        /yesterday|last|before|when|at the time|at lunch|on Friday|while I was|now/,
      );
  });

  itIsListedIn(would, wouldRatherSomeone);

  it('never offers a form many speakers use: the present, the bare subjunctive after another person, or would', () => {
    for (const e of ex)
      for (const c of e.choices.filter((x) => x !== e.answer)) {
        expect(c, e.text).not.toMatch(/^(would|wouldn't)\b/);
        if (e.rationale.ruleId !== 'rather-same') {
          expect(c, e.text).not.toMatch(/^(don't|doesn't)\b/);
          // "I'd rather you not smoke" (American subjunctive) is never offered as wrong.
          expect(c, e.text).not.toMatch(/^not [a-z]+(?<!ing)$/);
          // Nor the base form alone ("I'd rather you go").
          expect(c.includes(' ') || /ing$/.test(c), `${e.text} → ${c}`).toBe(true);
        }
      }
  });

  it('uses the past perfect only for the past, the past simple only with another person', () => {
    for (const e of ex) {
      const full = fillBlank(e.text, e.answer);
      if (e.rationale.ruleId === 'rather-same')
        expect(full, full).toMatch(/^(I|We|He|She)'d rather (not )?[a-z]+\b/);
      else expect(full, full).toMatch(/rather (you|I|we|[A-Z][a-z]+) [a-z']+/);
    }
  });
});

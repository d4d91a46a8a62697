import { describe, expect, it } from 'vitest';
import { fillBlank } from '../../checks.ts';
import { built, commonChecks } from '../verb/topic-checks.ts';
import { would } from '../would.ts';
import { wouldRatherSomeone } from './would-rather-someone.ts';

describe('would-rather-someone', () => {
  // Issue 16: 429 → 500 (93 → 111 bases).
  commonChecks(wouldRatherSomeone, 490, (ex) => ex.rationale.ruleId, 0.18);
  const ex = built(wouldRatherSomeone);

  it('is listed in the would section', () => {
    expect(would.topics).toContain(wouldRatherSomeone);
  });

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

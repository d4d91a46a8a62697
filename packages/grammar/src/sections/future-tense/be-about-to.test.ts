import { describe, expect, it } from 'vitest';
import { fillBlank } from '../../checks.ts';
import { futureTense } from '../future-tense.ts';
import { commonChecks, expectBases, itIsListedIn } from '../topic-checks.ts';
import { beAboutTo } from './be-about-to.ts';

describe('be-about-to', () => {
  // Issue 16: 345 → 480+ from 170 bases; full catalogue: 487 → 650+ from 225 bases.
  const ex = commonChecks(beAboutTo, 650, (ex) => ex.rationale.ruleId, 0.25);

  it('has 225+ bases (issue 16, full catalogue)', () => expectBases(ex, 225));

  itIsListedIn(futureTense, beAboutTo);

  it('offers only broken forms of the phrase the sentence uses, never another of the three phrases', () => {
    for (const e of ex) {
      const full = fillBlank(e.text, e.answer);
      expect(full, e.text).toMatch(/\b(about to [a-z]+|due to [a-z]+|on the point of [a-z]+ing)\b/);
      for (const c of e.choices.filter((x) => x !== e.answer)) {
        const wrong = fillBlank(e.text, c);
        expect(wrong, c).not.toMatch(
          /\b(about to [a-z]+(?<!ing)|due to [a-z]+(?<!ing)|on the point of [a-z]+ing)\b/,
        );
      }
    }
  });

  it('uses due to only with a fixed time in the sentence', () => {
    for (const e of ex.filter((x) => x.rationale.ruleId === 'due-to'))
      expect(e.text, e.text).toMatch(
        /\d|next|on (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)|tomorrow|in [A-Z]|in the autumn|at (the end|noon|six|seven|eight|eleven|four|nine|three|half)|first|last (month|week)|in twenty|first,/,
      );
  });
});

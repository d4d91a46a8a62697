import { describe, expect, it } from 'vitest';
import { multipleChoices } from '../multiple-choices.ts';
import { commonChecks, expectBases, itIsListedIn } from '../topic-checks.ts';
import { ellipsisSubstitution } from './ellipsis-substitution.ts';

/** Honest size (issue 16, the full catalogue: 650+): about 215 question-and-answer pairs, many said of several people; no padding. */
const SIZE = 650;

describe('ellipsis-substitution', () => {
  const ex = commonChecks(ellipsisSubstitution, SIZE, (ex) => ex.rationale.ruleId, 0.3);

  itIsListedIn(multipleChoices, ellipsisSubstitution);

  it('never offers not after think (I think not is formal but correct)', () => {
    for (const e of ex) if (/I think ___/.test(e.text)) expect(e.choices, e.text).not.toContain('not');
  });

  it('offers so against not (or the reverse) only after hope and be afraid, with the reason after the gap', () => {
    for (const e of ex) {
      const other = e.rationale.distractors.find(
        (d) => d.errorType === 'not-for-yes' || d.errorType === 'so-for-no',
      );
      if (other) {
        expect(e.text, e.text).toMatch(/I hope ___|I'm afraid ___/);
        expect(e.text).toContain(other.params?.reason ?? '—');
      }
    }
  });

  it('has at least 210 distinct question-and-answer pairs (so a session rarely meets one twice)', () =>
    expectBases(ex, 210));

  it('asks only positive questions (a negative one can take either answer)', () => {
    for (const e of ex) expect(e.text.split(' — ')[0], e.text).not.toMatch(/n't|\bnot\b/);
  });
});

import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { possessiveAgrees } from '../../lexicon/reference.ts';
import type { Exercise } from '../../types.ts';
import { expectShare, expectSize } from '../topic-checks.ts';
import { DEDUCTION_LINES, DEDUCTION_LINES_2, mustHaveCantHave } from './must-have-cant-have.ts';

describe('must-have-cant-have (issue 16 size)', () => {
  const list: Exercise[] = buildTopic(mustHaveCantHave).exercises;
  it('has 580+ exercises from 210+ bases, must have and can’t have each a fair share', () => {
    expectSize(list, 580, 210);
    expectShare(list, (e) => e.answer === 'must have', 0.4, 0.6);
  });
  it('offers the opposite deduction (wrong by the evidence) and the modal without have', () => {
    for (const e of list) {
      const other = e.answer === 'must have' ? "can't have" : 'must have';
      expect(e.choices, e.text).toContain(other);
      expect(e.choices, e.text).not.toContain('could have');
      expect(e.choices, e.text).not.toContain('might have');
    }
  });
  it('gives the evidence after the deduction, about someone else than the speaker, with agreeing pronouns', () => {
    for (const [line] of [...DEDUCTION_LINES, ...DEDUCTION_LINES_2])
      expect(line, line).toMatch(/^[^;]*___[^;]*; /);
    const authored = list.filter((e) => /^deduce-line2?-/.test(e.skeleton));
    for (const e of authored) {
      expect(e.text, e.text).not.toMatch(/^I /);
      // (A line that names the speaker — "my message" — has a second person: possessiveAgrees is for lines
      // whose only person is the subject.)
      if (!/\b(my|me)\b/.test(e.text))
        expect(possessiveAgrees(e.text.replace('___', e.answer)), e.text).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { possessiveAgrees } from '../../lexicon/reference.ts';
import type { Exercise } from '../../types.ts';
import { expectShare, expectSize } from '../topic-checks.ts';
import { mustntDontHaveTo, OBLIGATION_LINES, OBLIGATION_LINES_2 } from './mustnt-or-dont-have-to.ts';

describe('mustnt-or-dont-have-to (issue 16 size)', () => {
  const list: Exercise[] = buildTopic(mustntDontHaveTo).exercises;
  it('has 580+ exercises from 200+ bases, prohibition and no need each a fair share', () => {
    expectSize(list, 580, 200);
    expectShare(list, (e) => e.answer === "mustn't", 0.4, 0.6);
  });
  it('gives every line a reason after "; " and agrees don’t/doesn’t have to with the subject', () => {
    for (const [line] of [...OBLIGATION_LINES, ...OBLIGATION_LINES_2])
      expect(line, line).toMatch(/^\{S\} ___ [^;]+; .+\.$/);
    for (const e of list.filter((x) => /^oblig-line2?-/.test(x.skeleton))) {
      const third = !/^(I|We|They|You|My parents|Our neighbours|My aunt and uncle) /.test(e.text);
      if (e.answer !== "mustn't") expect(e.answer, e.text).toBe(third ? "doesn't have to" : "don't have to");
      else expect(e.choices, e.text).toContain(third ? "doesn't have to" : "don't have to");
      // (a reason the speaker gives about themselves, "I'll find my own way home", is not the subject's)
      if (!/\bI\b/.test(e.text.split('; ')[1] ?? ''))
        expect(possessiveAgrees(e.text.replace('___', e.answer)), e.text).toBe(true);
    }
  });
  it('never says "he/she" in a reason about someone other than the subject (the plumber, a colleague)', () => {
    for (const [line] of OBLIGATION_LINES_2) expect(line.split('; ')[1], line).not.toMatch(/\b(he|she)\b/);
  });
});

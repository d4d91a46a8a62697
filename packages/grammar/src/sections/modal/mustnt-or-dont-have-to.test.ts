import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { possessiveAgrees } from '../../lexicon/reference.ts';
import type { Exercise } from '../../types.ts';
import { mustntDontHaveTo, OBLIGATION_LINES } from './mustnt-or-dont-have-to.ts';

describe('mustnt-or-dont-have-to (issue 16 size)', () => {
  const list: Exercise[] = buildTopic(mustntDontHaveTo).exercises;
  it('has 300+ exercises from 120+ bases, prohibition and no need each a fair share', () => {
    expect(list.length).toBeGreaterThanOrEqual(300);
    expect(new Set(list.map((e) => e.skeleton)).size).toBeGreaterThanOrEqual(120);
    const banned = list.filter((e) => e.answer === "mustn't").length / list.length;
    expect(banned).toBeGreaterThan(0.4);
    expect(banned).toBeLessThan(0.6);
  });
  it('gives every line a reason after "; " and agrees don’t/doesn’t have to with the subject', () => {
    for (const [line] of OBLIGATION_LINES) expect(line, line).toMatch(/^\{S\} ___ [^;]+; .+\.$/);
    for (const e of list.filter((x) => x.skeleton.startsWith('oblig-line-'))) {
      const third = !/^(I|We|They|You|My parents|Our neighbours|My aunt and uncle) /.test(e.text);
      if (e.answer !== "mustn't") expect(e.answer, e.text).toBe(third ? "doesn't have to" : "don't have to");
      else expect(e.choices, e.text).toContain(third ? "doesn't have to" : "don't have to");
      // (a reason the speaker gives about themselves, "I'll find my own way home", is not the subject's)
      if (!/\bI\b/.test(e.text.split('; ')[1] ?? ''))
        expect(possessiveAgrees(e.text.replace('___', e.answer)), e.text).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { Exercise } from '../../types.ts';
import { expectSize } from '../topic-checks.ts';
import { wouldYouMind } from './would-you-mind.ts';

describe('would-you-mind', () => {
  const list: Exercise[] = buildTopic(wouldYouMind).exercises;
  const ask = list.filter((e) => e.rationale.ruleId === 'mind-ing');
  const asIf = list.filter((e) => e.rationale.ruleId === 'mind-if');
  it('has 600+ exercises from 300+ bases (issue 16: 300 → 600+), each base one skeleton for both openers', () => {
    expectSize(list, 600, 300);
    expect(asIf.length).toBeGreaterThanOrEqual(100);
  });
  it('asks with mind (not) right before the gap and keys the -ing form against to + base and the base', () => {
    for (const e of ask) {
      expect(e.text, e.text).toMatch(/^(Would|Do) you mind (not )?___( .*)?\?$/);
      expect(e.answer, e.text).toMatch(/ing$/);
      const base = e.choices.find((c) => c.startsWith('to '))?.slice(3);
      expect(base, e.text).toBeTruthy();
      expect([...e.choices].sort(), e.text).toEqual([e.answer, `to ${base}`, base].sort());
    }
  });
  it('keys the past after Would you mind if I/we and the present after Do you mind if, never both: only -ing and to are wrong', () => {
    for (const e of asIf) {
      expect(e.text, e.text).toMatch(/^(Would|Do) you mind if (I|we) ___( .*)?\?$/);
      const base = e.choices.find((c) => c.startsWith('to '))?.slice(3) ?? '';
      const f = verbForms(base);
      expect(e.answer, e.text).toBe(e.text.startsWith('Would') ? f.past : base);
      expect([...e.choices].sort(), e.text).toEqual([e.answer, `to ${base}`, f.ing].sort());
    }
  });
});

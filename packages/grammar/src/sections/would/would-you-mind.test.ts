import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import type { Exercise } from '../../types.ts';
import { wouldYouMind } from './would-you-mind.ts';

describe('would-you-mind', () => {
  const list: Exercise[] = buildTopic(wouldYouMind).exercises;
  it('has 300+ exercises from 150+ requests, each request one skeleton for both openers', () => {
    expect(list.length).toBeGreaterThanOrEqual(300);
    expect(new Set(list.map((e) => e.skeleton)).size).toBeGreaterThanOrEqual(150);
  });
  it('asks a question with mind right before the gap and keys the -ing form against to + base and the base', () => {
    for (const e of list) {
      expect(e.text, e.text).toMatch(/^(Would|Do) you mind ___ .*\?$/);
      expect(e.answer, e.text).toMatch(/ing$/);
      const base = e.choices.find((c) => c.startsWith('to '))?.slice(3);
      expect(base, e.text).toBeTruthy();
      expect(e.choices.sort(), e.text).toEqual([e.answer, `to ${base}`, base].sort());
    }
  });
});

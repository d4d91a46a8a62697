import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { expectSize } from '../topic-checks.ts';
import { FUTURE_LINES, futureLines } from './passive-future-lines.ts';
import { passiveFuture } from './passive-more.ts';

describe('passive-future (issue 16 size)', () => {
  const ex = buildTopic(passiveFuture).exercises;

  it('keeps at least 600 exercises from at least 200 bases', () => {
    expectSize(ex, 600, 200);
    expect(FUTURE_LINES.length).toBeGreaterThanOrEqual(95);
  });

  it('says every authored line with will and with going to, the aux in the sentence, never as a choice', () => {
    for (const l of futureLines()) {
      expect(l.text).toMatch(/\b(will|is going to|are going to) ___/);
      expect(l.text).not.toMatch(/\{|\}/);
    }
    for (const e of ex.filter((x) => x.skeleton.startsWith('pf-line-'))) {
      expect(e.answer).toMatch(/^be \w+/);
      // will be done and going to be done are both right: neither is ever a wrong choice
      for (const c of e.choices) expect(c).not.toMatch(/\b(will|going to)\b/);
    }
  });

  it('says every authored line with a future time marker', () => {
    for (const [text] of FUTURE_LINES)
      expect(text).toMatch(
        /\b(next|tomorrow|tonight|this (afternoon|evening|weekend|week)|on (Monday|Tuesday|Thursday|Friday|Saturday)|by|before|in (November|the spring|the summer|the morning|time|the next few years|the garden)|at (eight|the end|tomorrow’s))\b/,
      );
  });
});

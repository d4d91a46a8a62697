import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { expectSize } from '../topic-checks.ts';
import { CONTINUOUS_LINES, continuousLines, passiveContinuous } from './passive-present-continuous.ts';
import { PERFECT_LINES, passivePerfect, perfectLines } from './passive-present-perfect.ts';

describe('passive-present-continuous (issue 16 size)', () => {
  const ex = buildTopic(passiveContinuous).exercises;

  it('keeps at least 600 exercises from at least 220 bases', () => expectSize(ex, 600, 220));

  it('says every authored line now: a marker of now, or a sign that it is going on at the moment', () => {
    for (const l of continuousLines())
      expect(l.text).toMatch(
        /\b(at the moment|right now|now|this year|this week|today|tonight|this call|while we’re)\b/,
      );
    for (const [text] of CONTINUOUS_LINES) expect(text).toContain('___');
  });

  it('offers the active -ing form only for lines whose subject cannot do the action itself', () => {
    for (const e of ex.filter((x) => x.skeleton.startsWith('pc-line-'))) {
      const active = e.rationale.distractors.find((d) => d.errorType === 'active-for-passive');
      const line = CONTINUOUS_LINES[Number(e.skeleton.slice('pc-line-'.length))];
      expect(Boolean(active), e.text).toBe(line?.[4]?.erg !== 1);
      // people and things that could do these verbs themselves are erg (the baby is feeding, the match is showing)
      if (active) expect(line?.[3]).not.toMatch(/^(feed|move|close|clear|open|hang|shoot|update|print)$/);
    }
  });
});

describe('passive-present-continuous: things a computer or a film set does "by itself"', () => {
  it('never offers "is updating", "is installing", "are printing", "is sending" or "is shooting" as wrong (review notes after round 1702)', () => {
    const machine = /\b(website|software|photos|email|film) ___/i;
    const ex = buildTopic(passiveContinuous).exercises.filter((e) => machine.test(e.text));
    expect(ex.length).toBeGreaterThan(5);
    for (const e of ex)
      for (const c of e.choices.filter((x) => x !== e.answer))
        expect(c, e.text).not.toMatch(/^(is|are) (updating|installing|printing|sending|shooting)$/);
  });
});

describe('passive-present-perfect (issue 16 size)', () => {
  const ex = buildTopic(passivePerfect).exercises;

  it('keeps at least 600 exercises from at least 360 bases', () => expectSize(ex, 600, 360));

  it('has has/have in every authored line, so only the form after it is asked', () => {
    for (const l of perfectLines()) {
      expect(l.text).toMatch(/\b(has|have|hasn’t|haven’t|Has|Have)\b.*___/);
      expect(l.text).not.toMatch(/\{|\}/);
    }
    expect(PERFECT_LINES.length).toBeGreaterThanOrEqual(250);
  });

  it('never offers the bare participle where the active could be said', () => {
    for (const e of ex.filter((x) => x.skeleton.startsWith('pp-line-'))) {
      const line = PERFECT_LINES[Number(e.skeleton.slice('pp-line-'.length))];
      const active = e.rationale.distractors.some((d) => d.errorType === 'active-for-passive');
      expect(active, e.text).toBe(line?.[2] !== 1);
      if (active)
        expect(line?.[1]).not.toMatch(
          /^(open|close|sell|turn|move|change|break|feed|walk|print|clear|fill|empty|hang|reduce)$/,
        );
    }
  });
});

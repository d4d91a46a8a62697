import type { Exercise } from '@gapwise/grammar';
import { describe, expect, it } from 'vitest';
import { pickSibling, spreadFrames } from './pick.ts';

const exercise = (id: string, ruleId: string, skeleton: string, errorType = 'agreement'): Exercise => ({
  id,
  topicSlug: 't',
  text: `${id} ___.`,
  choices: ['a', 'b'],
  answer: 'a',
  skeleton,
  quality: 1,
  highQuality: true,
  rationale: { ruleId, trigger: [], distractors: [{ choice: 'b', errorType }] },
});

describe('review picks', () => {
  const original = exercise('o', 'r1', 'f1');
  const pool = [
    original,
    exercise('same-frame', 'r1', 'f1'),
    exercise('other-rule', 'r2', 'f2'),
    exercise('other-error', 'r1', 'f3', 'tense'),
    exercise('sibling', 'r1', 'f4'),
  ];
  const all = () => true;

  it('prefers a sibling of the same rule and error type in another frame', () => {
    expect(pickSibling(original, pool, 'agreement', all, () => 0)?.id).toBe('sibling');
  });

  it('never serves the original, another rule or an exercise that may not be served', () => {
    const served = (e: Exercise) => e.id !== 'sibling';
    expect(pickSibling(original, pool, 'agreement', served, () => 0)?.id).toBe('same-frame');
    expect(pickSibling(original, [original, pool[2] as Exercise], null, all, () => 0)).toBeNull();
  });

  it('moves an item only as far as it takes to keep one frame from coming twice in a row', () => {
    const items = ['a1', 'a2', 'b1', 'a3', 'c1'];
    const order = spreadFrames(items, (s) => s[0] as string);
    expect(order).toEqual(['a1', 'b1', 'a2', 'c1', 'a3']);
    for (let i = 1; i < order.length; i++) expect(order[i]?.[0]).not.toBe(order[i - 1]?.[0]);
    expect(spreadFrames(['a1', 'a2'], (s) => s[0] as string)).toEqual(['a1', 'a2']);
  });
});

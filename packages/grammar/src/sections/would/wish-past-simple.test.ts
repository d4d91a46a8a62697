import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { possessiveAgrees } from '../../lexicon/reference.ts';
import type { Exercise } from '../../types.ts';
import { expectSize } from '../topic-checks.ts';
import { WISH_LINES, WISH_LINES_MORE, wishForms, wishPast } from './wish-past-simple.ts';

describe('wish-past-simple (issue 16 size)', () => {
  const list: Exercise[] = buildTopic(wishPast).exercises;
  it('has 600+ exercises from 230+ bases (issue 16: 335 → 600+)', () => expectSize(list, 600, 230));
  it('keys the past simple (were for be) and offers present and will, which are wrong after a wish about now', () => {
    for (const e of list) {
      expect(e.answer, e.text).toMatch(/^(were|weren't|wasn't|didn't \w+|[a-z]+ed|had|knew|spoke|ran|sold)$/);
      expect(
        e.choices.some((c) => c.startsWith('will ') || c.startsWith("won't ")),
        e.text,
      ).toBe(true);
      // "was" is said too ("I wish I was taller"), so it is never a wrong choice (the one old "it wasn't" key stays).
      expect(e.choices, e.text).not.toContain('was');
    }
  });
  it('agrees the present distractor with who the verb is about', () => {
    expect(wishForms('have', undefined, { text: 'Anna', person: '3sg', poss: 'her', adult: true })).toEqual({
      past: 'had',
      present: 'has',
      will: 'will have',
    });
    expect(wishForms('not be', 'p', null)).toEqual({ past: "weren't", present: "aren't", will: "won't be" });
    expect(wishForms('be', undefined, { text: 'I', person: '1sg', poss: 'my', adult: true }).present).toBe(
      'am',
    );
  });
  it('gives one-person wishes (a height, a boss) to one person, and refers back with the right possessive', () => {
    const one = (lines: typeof WISH_LINES, id: string) =>
      lines
        .map((l, i) => [l, i] as const)
        .filter(([l]) => l[2] === 'O' || l[3] === 'O')
        .map(([, i]) => `${id}-${i}`);
    const ids = new Set([...one(WISH_LINES, 'wish-line'), ...one(WISH_LINES_MORE, 'wish-more')]);
    for (const e of list.filter((x) => ids.has(x.skeleton)))
      expect(e.text, e.text).not.toMatch(/^(We|They|My parents|Our neighbours|My aunt and uncle) /);
    for (const e of list) expect(possessiveAgrees(e.text.replace('___', e.answer)), e.text).toBe(true);
  });
});

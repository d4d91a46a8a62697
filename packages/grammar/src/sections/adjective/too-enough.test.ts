import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { adjective } from '../adjective.ts';
import { expectShare, expectSize } from '../topic-checks.ts';
import { tooEnoughTopic } from './too-enough.ts';

describe('too-enough', () => {
  const ex = buildTopic(tooEnoughTopic).exercises;

  it('is listed in the adjective section and has at least 590 exercises from 290+ authored bases (issue 16, the full catalogue)', () => {
    expect(adjective.topics).toContain(tooEnoughTopic);
    expectSize(ex, 590, 290);
  });

  it('offers the other meaning as wrong with its cue recorded, and "enough" before an adjective only against an enough key', () => {
    for (const e of ex) {
      const kinds = e.rationale.distractors.map((d) => d.errorType);
      if (e.answer.startsWith('too ')) expect(kinds, e.text).toEqual(['enough-for-too']);
      else if (/ enough$/.test(e.answer))
        expect(kinds.sort(), e.text).toEqual(['enough-before-adjective', 'too-for-enough']);
      else expect(kinds, e.text).toEqual(['enough-after-noun']);
      expect(e.rationale.trigger[0], e.text).toBeTruthy();
    }
  });

  it('gives both adjective meanings a fair share of keys (too 35–65% of the adjective items)', () => {
    const adj = ex.filter((e) => !e.answer.startsWith('enough '));
    expectShare(adj, (e) => e.answer.startsWith('too '), 0.35, 0.65);
  });

  it('keeps a varied subject and its pronouns in agreement', () => {
    for (const e of ex)
      expect(e.text, e.text).not.toMatch(
        /\bShe\b[^.]*\bhim\b|\bHe\b[^.]*\bher\b|\bher now\. He|\bhim now\. She/,
      );
  });

  it('never crosses a varied name with another one’s pronoun (no "My son … she’s", "He ran … so she")', () => {
    for (const e of ex) {
      expect(e.text, e.text).not.toMatch(/\b(son|brother|Tom|Mark|Ivan|Andriy)\b[^.]*\bshe\b/i);
      expect(e.text, e.text).not.toMatch(/\b(daughter|sister|Anna|Olena|Kate)\b[^.]*\bhe\b/i);
      expect(e.text, e.text).not.toMatch(/^He\b[^.]*\bshe\b|^She\b[^.]*\bhe\b/);
    }
  });

  it('offers "enough" before a noun as the key and the noun + enough as wrong, in a fair share of the topic', () => {
    const noun = ex.filter((e) => e.answer.startsWith('enough ')).length;
    expect(noun / ex.length).toBeGreaterThan(0.1);
  });
});

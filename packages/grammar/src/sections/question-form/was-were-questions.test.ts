import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { expectSize } from '../topic-checks.ts';
import { beQuestionsPast } from './was-were-questions.ts';

describe('was-were-questions (issue 16)', () => {
  const ex = buildTopic(beQuestionsPast).exercises;

  it('keeps its size over many bases', () => expectSize(ex, 650, 60));

  it('agrees with the pronoun right after the gap: was for he/she, were for they/you', () => {
    for (const e of ex.filter((x) => x.skeleton.startsWith('ctx-more-'))) {
      const pron = /___ (\w+)/.exec(e.text)?.[1];
      expect(e.answer).toBe(pron === 'he' || pron === 'she' ? 'Was' : 'Were');
      expect(e.choices).toContain('Did');
    }
  });

  it('gives every new question a past thing the speaker noticed, with no was/were in it', () => {
    for (const e of ex.filter((x) => x.skeleton.startsWith('ctx-more-'))) {
      const before = e.text.split('___')[0] ?? '';
      expect(before).not.toMatch(/\b(was|were)\b/i);
      expect(before).toMatch(
        /yesterday|last|this morning|on (Friday|Saturday|Sunday)|ed\b|didn't|took|saw|fell|won|got|left|had|came|came home/,
      );
    }
  });
});

import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { fillBlank } from '../../checks.ts';
import { expectSize } from '../topic-checks.ts';
import { howLongQuestions } from './present-perfect-continuous-questions.ts';

describe('present-perfect-continuous-questions (issue 16)', () => {
  const ex = buildTopic(howLongQuestions).exercises;

  it('keeps its size over many bases', () => expectSize(ex, 650, 80));

  it('asks How long + has/have agreeing with the subject, then been + -ing', () => {
    for (const e of ex) {
      const s = fillBlank(e.text, e.answer);
      expect(e.answer).toMatch(/^been \w+ing\b/);
      expect(s).toMatch(/How long (has|have) /);
      expect(s).not.toMatch(/How long has (you|they|your parents|the workers) /);
      expect(s).not.toMatch(/How long have (he|she|it|Anna|Tom|your (sister|brother|son)) been/);
    }
  });

  it('never asks the speaker about themselves', () => {
    for (const e of ex) expect(e.text).not.toMatch(/How long (have|has) (I|we) /);
  });
});

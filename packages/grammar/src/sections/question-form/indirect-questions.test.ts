import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { indirectQuestions } from './indirect-questions.ts';

describe('indirect-questions', () => {
  const ex = buildTopic(indirectQuestions).exercises;
  it('asks about one listener’s people only of that listener (no "Does anyone know … your parents")', () => {
    const yours = ex.filter((e) => e.answer.startsWith('your '));
    expect(yours.length).toBeGreaterThan(50);
    for (const e of yours) expect(e.text, e.answer).not.toMatch(/^(Does anyone know|Nobody knows)/);
  });
  it('never asks about the family calls or chores of a teacher, a neighbour or the students', () => {
    const outside = ex.filter((e) => /\b(teacher|students|neighbours?)\b/.test(e.answer));
    expect(outside.length).toBeGreaterThan(20);
    for (const e of outside)
      expect(e.text, e.answer).not.toMatch(
        /\b(grandmother|grandparents|cousins|parents|sister|brother)\b|shirts|bed sheets|vacuum|dishwasher/,
      );
  });
});

import { describe, expect, it } from 'vitest';
import { type Evidence, isSilenced, judge, restScores, THRESHOLDS } from './rules.ts';

const row = (choice: string, picks: number, strongPicks = 0, restMean = 0.5) => ({
  choice,
  picks,
  restN: picks,
  restSum: picks * restMean,
  strongPicks,
});
const base: Evidence = {
  key: 'does',
  choices: ['do', 'does'],
  rows: [],
  topic: { answers: 1000, correct: 800 },
  openReports: 0,
  ratings: [],
};

describe('flag rules', () => {
  it('says nothing below the minimum number of answers, however lopsided', () => {
    const v = judge({
      ...base,
      rows: [row('do', THRESHOLDS.minStrongAnswers - 1, THRESHOLDS.minStrongAnswers - 1)],
    });
    expect(v.flags).toEqual([]);
    expect(v.enoughAnswers).toBe(false);
  });

  it('flags a distractor strong learners prefer to the key, and an exercise far harder than its topic', () => {
    const v = judge({ ...base, rows: [row('do', 20, 15, 0.9), row('does', 12, 5, 0.6)] });
    expect(v.flags.map((f) => f.rule)).toEqual(['distractor-beats-key', 'far-harder-than-topic']);
    expect(v.flags[0]?.evidence).toBe('"do" 15 vs key "does" 5 of 20 strong learners');
    // The distractor's pickers did better on the rest of the session: positive discrimination, a bad sign.
    expect(v.stats.choices.find((c) => c.choice === 'do')?.discrimination).toBeCloseTo(0.3);
  });

  it('flags an exercise far easier than a hard topic, repeated reports and an unhelpful explanation', () => {
    const v = judge({
      ...base,
      topic: { answers: 1000, correct: 500 },
      rows: [row('does', 40), row('do', 0)],
      openReports: 2,
      ratings: [{ choice: 'do', language: 'uk', provider: 'rules', yes: 2, no: 3 }],
    });
    expect(v.flags.map((f) => f.rule)).toEqual([
      'far-easier-than-topic',
      'reported',
      'unhelpful-explanation',
    ]);
    expect(v.clean).toBe(false);
  });

  it('confirms an exercise with enough clean answers near its topic', () => {
    const v = judge({ ...base, rows: [row('does', 42), row('do', 8)] });
    expect(v.flags).toEqual([]);
    expect(v.clean).toBe(true);
    expect(judge({ ...base, rows: [row('does', 30), row('do', 8)] }).clean).toBe(false);
  });

  it('keeps a flag silent until the answers grow by half again or new reports or "no" ratings arrive', () => {
    const keep = { rules: ['reported'], evidence: { answers: 40, reports: 2, unhelpful: 0 } };
    expect(isSilenced('reported', keep, { answers: 59, reports: 2, unhelpful: 0 })).toBe(true);
    expect(isSilenced('reported', keep, { answers: 60, reports: 2, unhelpful: 0 })).toBe(false);
    expect(isSilenced('reported', keep, { answers: 41, reports: 3, unhelpful: 0 })).toBe(false);
    expect(isSilenced('far-harder-than-topic', keep, { answers: 41, reports: 2, unhelpful: 0 })).toBe(false);
  });

  it('scores each answer by the rest of its session, only with enough other answers', () => {
    expect(restScores([{ correct: true }, { correct: false }])).toEqual([null, null]);
    const five = [true, true, true, true, false].map((correct) => ({ correct }));
    expect(restScores(five)).toEqual([0.75, 0.75, 0.75, 0.75, 1]);
  });
});

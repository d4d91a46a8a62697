import { describe, expect, it } from 'vitest';
import { buildTopic } from '../bank.ts';
import { fillBlank } from '../checks.ts';
import { presentContinuousNegative } from './negative-form/present-continuous-negative.ts';

/** Whole correct sentences of a topic, as a reviewer reads them. */
const sentencesOf = (t: Parameters<typeof buildTopic>[0]) =>
  buildTopic(t).exercises.map((e) => fillBlank(e.text, e.answer));

describe('round 1702: a negative says why it is worth saying', () => {
  it('present-continuous-negative: the speaker gives no reason for what they are not doing, and tiredness stops no reading', () => {
    const s = sentencesOf(presentContinuousNegative);
    expect(s.filter((x) => /because/.test(x)).length).toBeGreaterThan(800);
    for (const x of s) {
      expect(x).not.toMatch(/^I am not .* because/);
      expect(x).not.toMatch(/reading.*too tired/);
    }
    expect(s.some((x) => /isn't reading .* because (he|she) has lost (his|her) glasses/.test(x))).toBe(true);
  });
});

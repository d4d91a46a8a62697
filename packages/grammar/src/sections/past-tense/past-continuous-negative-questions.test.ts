import { describe, expect, it } from 'vitest';
import { fillBlank } from '../../checks.ts';
import { createRng } from '../../rng.ts';
import { pastContinuousNegQ } from './past-continuous-negative-questions.ts';

const all = [...pastContinuousNegQ.generate(createRng('pcnq'))].map((d) => fillBlank(d.text, d.answer));
const calls = all.filter((x) => /nobody answered/.test(x));
const negatives = all.filter((x) => /n't /.test(x));

describe('past-continuous-negative-questions: the hour fits the activity and the person', () => {
  it('keeps both halves of the topic', () => {
    expect(calls.length).toBeGreaterThan(400);
    expect(negatives.length).toBeGreaterThan(800);
  });

  it('rings only family and close friends early in the morning or late at night, and one phone at a time', () => {
    // Blind round: phoning a teacher at 11 pm.
    for (const x of calls) {
      expect(x).not.toMatch(/called your (teacher|neighbour) at (seven this morning|eleven last night)/);
      expect(x).not.toMatch(/called (your friends|your cousins|your neighbours|the students|the children)/);
      expect(x).not.toMatch(/midnight/);
    }
    expect(calls.some((x) => /called your (mother|sister|brother|dad) at eleven last night/.test(x))).toBe(
      true,
    );
    expect(calls.some((x) => /called your teacher at (three|six|eight)/.test(x))).toBe(true);
  });

  it('never denies talking to someone or working at eleven at night', () => {
    for (const x of negatives) {
      expect(x).not.toMatch(/(phoning|calling|speaking|chatting|talking)[^;]* at eleven last night/);
      expect(x).not.toMatch(/(at work|reports|clients|colleagues|boss)[^;]* at eleven last night/);
    }
  });

  it('keeps school runs, lunch and outdoor jobs out of the evening, breakfast out of "out with friends"', () => {
    for (const x of negatives) {
      expect(x).not.toMatch(/(school|lunch|canteen|the car|garden|grass|windows)[^;]* at eight last night/);
      expect(x).not.toMatch(/(breakfast|orange juice)[^;]*; \w+ (was|were) out/);
      expect(x).not.toMatch(/^My friends [^;]*; they were out with friends/);
    }
  });
});

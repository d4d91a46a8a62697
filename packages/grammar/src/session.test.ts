import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from './rng.ts';
import { sampleSession } from './sampler.ts';
import { answerKeys, isNearRepeat, itemsNearRepeat, type SessionItem, wordDistance } from './session.ts';

const item = (text: string, answer: string, skeleton: string, ruleId = answer): SessionItem => ({
  text,
  answer,
  skeleton,
  rationale: { ruleId },
});

describe('near-repeats', () => {
  it('counts word edits', () => {
    expect(wordDistance(['a', 'b', 'c'], ['a', 'x', 'c'])).toBe(1);
    expect(wordDistance(['a', 'b'], ['a', 'b', 'c', 'd'])).toBe(2);
    expect(wordDistance(['a'], ['b', 'c', 'd', 'e'], 1)).toBe(2);
  });

  it('agrees with the textbook edit distance, exactly up to the limit and past it only as "over"', () => {
    // The full table, no early exit, fresh arrays: what the reused-row version must still compute.
    const reference = (a: string[], b: string[]) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++)
          d[i]![j] = Math.min(
            d[i - 1]![j]! + 1,
            d[i]![j - 1]! + 1,
            d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
          );
      return d[a.length]![b.length]!;
    };
    const sentence = fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 90 });
    fc.assert(
      fc.property(sentence, sentence, fc.nat(6), (a, b, limit) => {
        const exact = reference(a, b);
        expect(wordDistance(a, b)).toBe(exact);
        expect(Math.min(wordDistance(a, b, limit), limit + 1)).toBe(Math.min(exact, limit + 1));
      }),
      { numRuns: 500 },
    );
  });

  it("the sampler's tokenised test (word ids, shared-word bound first) answers as the word test does", () => {
    const word = fc.constantFrom(
      'my',
      'sister',
      'mother',
      'eats',
      'sushi',
      'once',
      'a',
      'week',
      'month',
      'the',
    );
    const text = fc.array(word, { maxLength: 16 }).map((w) => `${w.join(' ')}.`);
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(itemsNearRepeat(item(a, 'x', 'a'), item(b, 'x', 'b'))).toBe(isNearRepeat(a, b));
      }),
      { numRuns: 2000 },
    );
  });

  it('a word or two swapped is a near-repeat; a different sentence is not', () => {
    expect(isNearRepeat('My mother ___ sushi once a month.', 'My sister ___ sushi once a week.')).toBe(true);
    expect(isNearRepeat('Does his wife ___ dinner at eight?', 'Does her husband ___ dinner at eight?')).toBe(
      true,
    );
    expect(isNearRepeat('My mother ___ sushi once a month.', 'They ___ to the cinema on Saturdays.')).toBe(
      false,
    );
  });
});

/** A topic with two forms, 80% "used to", every sentence one of 5 frames × 40 subjects. */
function lopsided(): SessionItem[] {
  const out: SessionItem[] = [];
  const frames = [
    'When I was a child, NAME ___ play in the garden every day.',
    'NAME ___ live in a small flat near the river before the war.',
    'Years ago NAME ___ go fishing with his grandfather at weekends.',
    'Back then NAME ___ walk to school because there were no buses.',
    'At university NAME ___ stay up late and sleep until noon.',
  ];
  for (let s = 0; s < 40; s++)
    frames.forEach((f, i) => {
      const answer = s % 5 === 0 ? 'would' : 'used to';
      out.push(item(f.replace('NAME', `Person${s}`), answer, `f${i}`));
    });
  return out;
}

describe('sampleSession', () => {
  it('finds the forms a topic contrasts', () => {
    expect(answerKeys(lopsided()).forms).toBe(2);
  });

  it('draws distinct frames and a fair share of each form where the uniform draw does not', () => {
    const pool = lopsided();
    const rng = createRng('t');
    for (let s = 0; s < 30; s++) {
      const picked = sampleSession(
        pool,
        5,
        () => true,
        () => rng.next(),
      );
      expect(picked).toHaveLength(5);
      expect(new Set(picked).size).toBe(5);
      expect(new Set(picked.map((e) => e.skeleton)).size).toBe(5);
      const would = picked.filter((e) => e.answer === 'would').length;
      expect(would).toBeGreaterThanOrEqual(2);
      expect(5 - would).toBeLessThanOrEqual(3);
    }
  });

  it('relaxes the rules rather than return a short session when the pool is small', () => {
    const pool = lopsided().slice(0, 12);
    const picked = sampleSession(pool, 10, () => true, Math.random);
    expect(picked).toHaveLength(10);
    expect(new Set(picked).size).toBe(10);
  });

  it('honours keep and never repeats an exercise already in the session', () => {
    const pool = lopsided();
    const first = sampleSession(pool, 4, (e) => e.answer === 'used to', Math.random);
    expect(first.every((e) => e.answer === 'used to')).toBe(true);
    const rest = sampleSession(pool, 6, () => true, Math.random, { already: first });
    expect(rest.some((e) => first.includes(e))).toBe(false);
    expect(rest).toHaveLength(6);
  });

  it('draws the same session from the same random source, whatever was drawn from the pool before', () => {
    // What the sampler keeps per pool (marks, keys, packed words) must not leak from one draw into the next.
    const pool = lopsided();
    const draw = (seed: string, options = {}) =>
      sampleSession(pool, 6, () => true, createRng(seed).next, options).map((e) => e.text);
    const first = draw('same');
    for (let s = 0; s < 20; s++) draw(`other-${s}`, s % 2 ? { topic: pool.slice(0, 20) } : {});
    expect(draw('same')).toEqual(first);
    const copy = [...pool];
    expect(sampleSession(copy, 6, () => true, createRng('same').next).map((e) => e.text)).toEqual(first);
  });

  it('counts answer keys on the topic it is given, not on the pool it draws from', () => {
    // A weak-rule pool holds one form only; the keys come from the whole topic, so the balance still counts.
    const topic = lopsided();
    const pool = topic.filter((e) => e.answer === 'would');
    const picked = sampleSession(pool, 6, () => true, createRng('keys').next, { topic });
    expect(picked).toHaveLength(6);
    expect(picked.every((e) => e.answer === 'would')).toBe(true);
  });
});

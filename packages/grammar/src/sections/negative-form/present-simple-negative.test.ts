import { describe, expect, it } from 'vitest';
import { fillBlank } from '../../checks.ts';
import { createRng } from '../../rng.ts';
import { presentSimpleNegative } from './present-simple-negative.ts';

const all = [...presentSimpleNegative.generate(createRng('psn'))].map((d) => fillBlank(d.text, d.answer));

describe('present-simple-negative: the contrast fits the habit', () => {
  it('yields a sizeable topic', () => {
    expect(all.length).toBeGreaterThan(2000);
  });

  it('names no grandparent or sibling for a parent’s school run, and no free time for ordering pizza', () => {
    for (const x of all) {
      expect(x).not.toMatch(/(son|daughter) (to|from) school; /);
      expect(x).not.toMatch(/order pizza on weekdays/);
      expect(x).not.toMatch(/visit the [a-z ]+ on weekdays/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { fillBlank } from '../../checks.ts';
import { createRng } from '../../rng.ts';
import { futureContinuous } from './future-continuous.ts';

const all = [...futureContinuous.generate(createRng('fc'))].map((d) => fillBlank(d.text, d.answer));

describe('future-continuous: only activities that last and are planned to the hour', () => {
  it('yields a sizeable topic', () => {
    expect(all.length).toBeGreaterThan(1800);
  });

  it('never has a moment-long or unplanned activity in progress at a future time', () => {
    for (const x of all)
      expect(x).not.toMatch(/will be (bringing|borrowing|laying|chatting|making coffee)|in bed\./);
  });

  it('dates work on a working day', () => {
    for (const x of all.filter((y) => /clients|colleagues|reports|office|boss/.test(y)))
      expect(x).not.toMatch(/Saturday|Sunday|weekend/);
  });
});

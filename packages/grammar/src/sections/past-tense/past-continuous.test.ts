import { describe, expect, it } from 'vitest';
import { fillBlank } from '../../checks.ts';
import { createRng } from '../../rng.ts';
import { pastContinuous } from './past-continuous.ts';

const all = [...pastContinuous.generate(createRng('pc'))].map((d) => fillBlank(d.text, d.answer));

describe('past-continuous: the activity fits the interruption, the time and the doers', () => {
  it('yields a sizeable topic', () => {
    expect(all.length).toBeGreaterThan(1000);
  });

  it('lets snow interrupt a walk, never mowing the grass, swimming or planting', () => {
    const snow = all.filter((x) => /to snow/.test(x));
    expect(snow.length).toBeGreaterThan(5);
    for (const x of snow) expect(x).not.toMatch(/grass|swim|plant|fence|wash|tennis|fishing|tent|roof/);
  });

  it('never has a group share one scarf, guitar or letter, nor parents tidy their rooms', () => {
    for (const x of all) {
      expect(x).not.toMatch(
        /\b(were) (knitting a scarf|playing the guitar|practising the piano|typing the letter|writing a letter|teaching a yoga class)/,
      );
      expect(x).not.toMatch(/parents were tidying their rooms?/);
    }
  });

  it('dates only memorable activities "at this time last week"', () => {
    for (const x of all.filter((y) => /^At this time last week/.test(y)))
      expect(x).not.toMatch(/shower|bath|breakfast|dinner|dishes|washing-up|floor|TV/);
  });
});

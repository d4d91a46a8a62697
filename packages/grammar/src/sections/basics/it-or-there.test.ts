import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { BLANK } from '../../checks.ts';
import { expectSize } from '../topic-checks.ts';
import { itThereTopic } from './it-or-there.ts';

const { exercises } = buildTopic(itThereTopic);

describe('it-or-there', () => {
  it('keeps at least 570 exercises over at least 300 bases (issue 16)', () =>
    expectSize(exercises, 570, 300));

  it('offers only it against there, cased as the gap stands (start of a sentence or not)', () => {
    for (const e of exercises) {
      expect(e.choices.map((c) => c.toLowerCase()).sort(), e.text).toEqual(['it', 'there']);
      const before = e.text.slice(0, e.text.indexOf(BLANK)).trimEnd();
      const start = before === '' || /[.!?—]$/.test(before);
      for (const c of e.choices) expect(c[0] === c[0]?.toUpperCase(), `${e.text} ${c}`).toBe(start);
    }
  });

  it('gives it a fair share of the keys (weather, time, distance and things already named)', () => {
    const its = exercises.filter((e) => e.answer.toLowerCase() === 'it').length;
    expect(its / exercises.length).toBeGreaterThan(0.3);
  });

  it('never makes there the key before a singular "a …" (it can identify a thing: "It is a cat"); a lot of / a little / a few are quantities', () => {
    for (const e of exercises)
      if (e.answer.toLowerCase() === 'there')
        expect(e.text, e.text).not.toMatch(/___ (is|was) an? (?!lot of|little |few )/);
  });
});

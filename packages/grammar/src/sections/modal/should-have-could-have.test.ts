import { describe, expect, it } from 'vitest';
import { fillBlank } from '../../checks.ts';
import { createRng } from '../../rng.ts';
import { wishPastPerfect } from '../would/wish-past-perfect.ts';
import { modalPerfect } from './should-have-could-have.ts';

const sentencesOf = (t: typeof modalPerfect) =>
  [...t.generate(createRng('modal-perfect'))].map((d) => fillBlank(d.text, d.answer));

describe('should have / could have: every activity with a time marker that fits it', () => {
  const all = sentencesOf(modalPerfect);

  it('yields a sizeable topic', () => {
    expect(all.length).toBeGreaterThan(2000);
  });

  it('dates a winter sport by winter and a summer one never by winter', () => {
    // Blind round: "… could have gone skiing last summer".
    const skiing = all.filter((x) => /skiing/.test(x));
    expect(skiing.length).toBeGreaterThan(10);
    for (const x of skiing) expect(x).not.toMatch(/summer/);
    expect(skiing.some((x) => /last winter/.test(x))).toBe(true);
    for (const x of all.filter((x) => /beach|seaside|by the sea|camping|swimming/.test(x)))
      expect(x).not.toMatch(/winter/);
  });

  it('dates a missed dentist appointment by weeks or months, not by years or seasons', () => {
    const dentist = all.filter((x) => /dentist/.test(x));
    expect(dentist.length).toBeGreaterThan(5);
    for (const x of dentist) expect(x).toMatch(/dentist last (week|month),/);
  });

  it('wish + past perfect shares the fix: no skiing last summer', () => {
    for (const x of sentencesOf(wishPastPerfect)) expect(x).not.toMatch(/skiing[^,.]* summer/);
  });
});

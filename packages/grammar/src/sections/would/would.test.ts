import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import type { Exercise } from '../../types.ts';
import { itsTime } from './its-time.ts';

describe('its-time', () => {
  const list: Exercise[] = buildTopic(itsTime).exercises;
  it('has 300+ exercises from 76 situations, answer among 2–4 choices', () => {
    expect(list.length).toBeGreaterThanOrEqual(300);
    expect(new Set(list.map((e) => e.skeleton)).size).toBeGreaterThanOrEqual(76);
    for (const e of list) {
      expect(e.choices, e.text).toContain(e.answer);
      expect(e.choices.length, e.text).toBeGreaterThanOrEqual(2);
    }
  });
  it('uses the past after time + subject and to after time / time for + person, in a fair share', () => {
    const toInf = list.filter((e) => e.answer.startsWith('to '));
    for (const e of toInf) expect(e.text, e.text).toMatch(/It's time (for \w+( \w+)? )?___/);
    for (const e of list.filter((x) => !x.answer.startsWith('to ')))
      expect(e.text, e.text).toMatch(/It's (high )?time (?!for )\w+( \w+)? ___/);
    expect(toInf.length / list.length).toBeGreaterThan(0.4);
    expect(toInf.length / list.length).toBeLessThan(0.6);
  });
  it('never offers the present after time + subject ("it\'s time we go" is accepted by some speakers)', () => {
    for (const e of list) {
      if (e.answer.startsWith('to ')) continue;
      const base = e.choices.find((c) => c.startsWith('to '))?.slice(3);
      const wrong = e.choices.filter((c) => c !== e.answer);
      if (base && base !== e.answer) expect(wrong, e.text).not.toContain(base);
    }
  });
});

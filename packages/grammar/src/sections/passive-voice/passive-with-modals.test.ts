import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import type { Exercise } from '../../types.ts';
import { passiveModals } from './passive-with-modals.ts';

describe('passive-with-modals', () => {
  const list: Exercise[] = buildTopic(passiveModals).exercises;
  it('has 300+ exercises from 150+ situations', () => {
    expect(list.length).toBeGreaterThanOrEqual(300);
    expect(new Set(list.map((e) => e.skeleton)).size).toBeGreaterThanOrEqual(150);
  });
  it('keys be + participle right after a modal, against the bare participle and is/are + participle', () => {
    for (const e of list) {
      expect(e.text, e.text).toMatch(
        / (will|must|should|can|might|can't|won't|mustn't|shouldn't|can only) ___/,
      );
      expect(e.answer, e.text).toMatch(/^be \w+$/);
      const participle = e.answer.slice(3);
      expect(e.choices, e.text).toContain(participle);
      expect(
        e.choices.some((c) => c === `is ${participle}` || c === `are ${participle}`),
        e.text,
      ).toBe(true);
    }
  });
  it('never offers "be + base" when the base is an adjective that makes a right sentence (be open, be clean)', () => {
    for (const e of list)
      for (const c of e.choices) expect(c, e.text).not.toMatch(/^be (open|clean|empty|dry|complete)$/);
  });
  it('agrees the wrong is/are with the subject (children are, luggage is), so it is wrong only for the modal', () => {
    const plural = list.filter((e) =>
      /^(The )?[Cc]hildren |^(The )?\w+ (glasses|dishes|stairs|clothes) /.test(e.text),
    );
    const singular = list.filter((e) => /^(Luggage|Breakfast|This dish|The glass) /.test(e.text));
    expect(plural.length).toBeGreaterThan(0);
    expect(singular.length).toBeGreaterThan(0);
    for (const e of plural)
      expect(
        e.choices.some((c) => c.startsWith('are ')),
        e.text,
      ).toBe(true);
    for (const e of singular)
      expect(
        e.choices.some((c) => c.startsWith('is ')),
        e.text,
      ).toBe(true);
  });
});

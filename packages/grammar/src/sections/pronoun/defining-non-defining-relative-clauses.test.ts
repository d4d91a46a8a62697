import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { expectSize } from '../topic-checks.ts';
import { definingNonDefiningRelativeClauses } from './defining-non-defining-relative-clauses.ts';

const { exercises } = buildTopic(definingNonDefiningRelativeClauses);

describe('defining-non-defining-relative-clauses', () => {
  it('has its honest size over at least 380 bases (issue 16: 133 → 400+, then the full catalogue: 650+)', () =>
    expectSize(exercises, 650, 380));

  it('makes that the defining key only after a thing, never after a person (where who is right too)', () => {
    for (const e of exercises.filter((x) => x.answer === 'that'))
      expect(e.text, e.text).not.toMatch(/\b(person|man|woman|someone|anyone|anybody|people|friend) ___/);
  });

  it('never offers that after a comma as the key, and offers it there only as a wrong choice', () => {
    for (const e of exercises) {
      expect(e.choices, e.text).toContain(e.answer);
      if (/, ___ /.test(e.text)) expect(e.answer, e.text).not.toBe('that');
    }
  });

  it('never offers which and that together, nor who and that, in a clause without a comma', () => {
    for (const e of exercises.filter((x) => !/, ___ /.test(x.text))) {
      expect(e.choices.includes('which') && e.choices.includes('that'), e.text).toBe(false);
      expect(e.choices.includes('who') && e.choices.includes('that') && e.answer !== 'that', e.text).toBe(
        false,
      );
    }
  });

  it('never offers whom or an empty choice (both fit object clauses)', () => {
    for (const e of exercises) {
      expect(e.choices).not.toContain('whom');
      expect(e.choices).not.toContain('—');
    }
  });

  it('keeps each key (who, which, that, whose, where) at 10% of the topic or more', () => {
    for (const k of ['who', 'which', 'that', 'whose', 'where'])
      expect(exercises.filter((e) => e.answer === k).length / exercises.length, k).toBeGreaterThanOrEqual(
        0.1,
      );
  });

  it('uses each of who, which, that, whose, where as a key', () => {
    expect(new Set(exercises.map((e) => e.answer))).toEqual(
      new Set(['who', 'which', 'that', 'whose', 'where']),
    );
  });
});

/**
 * The checks every grown pronoun topic shares (used by topics.test.ts and each-other-relative-adverbs.test.ts):
 * listed in the section, its size over distinct bases, the answer among the choices, an explained error for
 * every wrong one, and triggers that occur in the sentence.
 */
import { expect, it } from 'vitest';
import { BLANK } from '../../checks.ts';
import { TEMPLATES_BY_NAME } from '../../explain/compose.ts';
import type { Exercise, TopicDef } from '../../types.ts';
import { pronoun } from '../pronoun.ts';

export function grownTopicChecks(topic: TopicDef, ex: Exercise[], min: number, bases: number): void {
  it('is listed in the pronoun section', () => expect(pronoun.topics).toContain(topic));
  it(`keeps at least ${min} exercises over at least ${bases} bases after the guards and the checker`, () => {
    expect(ex.length).toBeGreaterThanOrEqual(min);
    expect(new Set(ex.map((e) => e.skeleton)).size).toBeGreaterThanOrEqual(bases);
  });
  it('has the answer among the choices, an explained error for every wrong one, triggers in the sentence', () => {
    for (const e of ex) {
      expect(e.choices, e.text).toContain(e.answer);
      for (const x of e.rationale.distractors)
        expect(TEMPLATES_BY_NAME[x.errorType], x.errorType).toBeDefined();
      const full = e.text.replace(BLANK, e.answer);
      for (const t of e.rationale.trigger)
        for (const part of t.split(' … ')) expect(full, `${t} in ${full}`).toContain(part);
    }
  });
}

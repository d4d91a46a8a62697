import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import { checkAuthoredTopic } from '../topic-checks.ts';
import { AUTHORED, ingSpelling } from './ing-form-spelling.ts';

/** Wrong spellings that are real words of their own: never offered as the wrong choice. */
const REAL =
  /^(?:hoping|taping|moping|planing|coping|marring|robing|pining|wining|tiding|staring|baring|caning)$/;

describe('ing-form-spelling', () => {
  checkAuthoredTopic(ingSpelling, { min: 740, minSkeletons: 140 });
  const drafts = ingSpelling.generate(createRng('x'));

  it('offers only non-words as wrong spellings in the new bases', () => {
    for (const d of drafts.filter((x) => x.skeleton?.startsWith('ing:auth:')))
      for (const x of d.rationale.distractors) expect(x.choice, d.text).not.toMatch(REAL);
  });

  it('keeps the authored verbs clear of verbs with two accepted spellings or a real-word mistake', () => {
    for (const [verb] of AUTHORED)
      expect(
        ['queue', 'babysit', 'travel', 'hop', 'tape', 'mop', 'plan', 'copy', 'marry', 'tap'],
        verb,
      ).not.toContain(verb);
  });

  it('never makes the listener the subject of a new base (a new base is about someone the speaker sees)', () => {
    for (const [, subjects] of AUTHORED)
      for (const s of subjects) expect(s, s).not.toMatch(/^(?:[A-Z][a-z]+! )?You’re/);
  });
});

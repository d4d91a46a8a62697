import { describe, expect, it } from 'vitest';
import { thirdPerson } from '../../morph/verbs.ts';
import { createRng } from '../../rng.ts';
import { checkAuthoredTopic } from '../topic-checks.ts';
import { SUBJ_BASES, subjunctiveFormal } from './subjunctive-formal.ts';

describe('subjunctive-formal', () => {
  checkAuthoredTopic(subjunctiveFormal, { min: 600, minSkeletons: 150 });

  const drafts = subjunctiveFormal.generate(createRng('x'));

  it('never offers should + base form or the present (goes, is), which many teachers accept', () => {
    expect(SUBJ_BASES.length).toBeGreaterThanOrEqual(150);
    for (const d of drafts)
      for (const c of d.choices) {
        expect(c, d.text).not.toMatch(/^should\b|^(is|are|am)$/);
        const base = d.answer.replace(/^not /, '');
        expect(c, d.text).not.toBe(base === 'be' ? 'is' : thirdPerson(base.split(' ')[0] ?? ''));
      }
  });

  it('offers the past only after a present recommend / request / require / demand', () => {
    for (const d of drafts)
      for (const x of d.rationale.distractors)
        if (x.errorType === 'past-in-subjunctive')
          expect(d.text, d.text).toMatch(
            /\b(recommends?|requests?|requires?|demands?|demand|require|request) that /,
          );
  });

  it('puts a third person in the that-clause, where the base form shows', () => {
    for (const d of drafts) expect(d.text, d.text).not.toMatch(/ that (I|we|they) ___/);
  });

  it('never offers will after insist, where it reads as a reported claim', () => {
    const afterInsist = drafts.filter((d) => /\binsist(s|ed)? that\b/.test(d.text));
    expect(afterInsist.length).toBeGreaterThan(0);
    for (const d of afterInsist) for (const c of d.choices) expect(c, d.text).not.toMatch(/^(will|won't)\b/);
  });
});

import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import { participle, past } from '../present-tense/kit.ts';
import { checkAuthoredTopic } from '../topic-checks.ts';
import { CAUS_BASES, causativeMakeLetHave } from './causative-make-let-have.ts';

describe('causative-make-let-have', () => {
  checkAuthoredTopic(causativeMakeLetHave, {
    min: 600,
    minSkeletons: 170,
    keyShare: (a) => (a.startsWith('to ') ? 'to + base' : 'base'),
  });

  const drafts = causativeMakeLetHave.generate(createRng('x'));

  it('asks for to after get and after the passive "was made", and for the bare form after make/let/have', () => {
    expect(CAUS_BASES.length).toBeGreaterThanOrEqual(170);
    for (const d of drafts) {
      const before = d.text.split('___')[0] ?? '';
      const needsTo = /\b(get|got) [^.]*$/.test(before) || /\b(was|were) made $/.test(before);
      expect(d.answer.startsWith('to '), d.text).toBe(needsTo);
    }
  });

  it('never offers -ing after have or get (had the class reading, got the engine running are English)', () => {
    for (const d of drafts) {
      if (d.rationale.ruleId === 'caus-have' || d.rationale.ruleId === 'caus-get')
        expect(
          d.choices.some((c) => /^\S+ing\b/.test(c) && !d.answer.includes(c)),
          d.text,
        ).toBe(false);
    }
  });

  it('offers a past after have/get only when it differs from the participle (had it checked is a sentence)', () => {
    for (const d of drafts)
      for (const x of d.rationale.distractors)
        if (x.errorType === 'past-after-causative') {
          const verb = d.answer.replace(/^to /, '').split(' ')[0] ?? '';
          expect(x.choice.split(' ')[0], d.text).toBe(past(verb));
          expect(past(verb), d.text).not.toBe(participle(verb));
        }
  });
});

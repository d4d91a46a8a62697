import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import { checkAuthoredTopic } from '../topic-checks.ts';
import { ONE_PERSON_BASE, reportedQuestions } from './reported-questions.ts';

describe('reported-questions', () => {
  checkAuthoredTopic(reportedQuestions, {
    min: 580,
    minSkeletons: 130,
    keyShare: (a) => (a === 'if' ? 'if' : 'order'),
  });

  const drafts = reportedQuestions.generate(createRng('x'));

  it('never offers the unshifted present (right when the fact still holds) nor whether (right beside if)', () => {
    for (const d of drafts) {
      for (const c of d.choices.filter((x) => x !== d.answer)) {
        expect(c, d.text).not.toBe('whether');
        // A wrong order choice always starts with the auxiliary, never with the subject.
        if (d.rationale.ruleId === 'rq-order')
          expect(c, d.text).toMatch(/^(did|do|does|had|was|were|am|is|are|could|can|would|will) /);
      }
    }
  });

  it('keeps the person asked and the subject of the question the same person', () => {
    for (const d of drafts) {
      const filled = d.text.replace('___', d.answer);
      if (/asked me /.test(filled) && !/the cat/.test(filled)) expect(filled, filled).toMatch(/\bI\b/);
      if (/asked us /.test(filled) && !/the cat/.test(filled)) expect(filled, filled).toMatch(/\bwe\b/);
    }
  });

  it('asks one person only about one body, one taste or one CV (no "the dentist asked us")', () => {
    for (const d of drafts)
      if (
        ONE_PERSON_BASE.test(
          d.text.replace(/\b(my|his|her|our|their) (coffee|curry|steak|hair|last job)/, '{poss} $2'),
        )
      )
        expect(d.text, d.text).not.toMatch(/ asked (us|them) /);
  });

  it('offers "what" against if only where the clause has no gap for it', () => {
    for (const d of drafts.filter((x) => x.answer === 'if')) {
      expect(d.text, d.text).not.toMatch(/___ \w+ (smoked|ate|wanted|needed|had seen)\.$/);
    }
  });
});

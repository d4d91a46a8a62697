import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import { checkAuthoredTopic } from '../topic-checks.ts';
import { PPC_BASES, pastPerfectContinuous } from './past-perfect-continuous.ts';

describe('past-perfect-continuous', () => {
  checkAuthoredTopic(pastPerfectContinuous, {
    min: 700,
    minSkeletons: 130,
    keyShare: (a) => (a.startsWith('had been ') ? 'continuous' : 'simple'),
  });

  const drafts = pastPerfectContinuous.generate(createRng('x'));

  it('never offers "had done" against a duration or a trace, where it can be right too', () => {
    for (const d of drafts) {
      if (d.rationale.ruleId !== 'pp-past-result') {
        for (const c of d.choices) if (c !== d.answer) expect(c, d.text).not.toMatch(/^had (?!been )/);
      }
    }
  });

  it('offers "was/were doing" only after "By the time … for …", where it cannot stand', () => {
    for (const d of drafts) {
      if (d.choices.some((c) => /^(was|were) /.test(c))) expect(d.text).toMatch(/^By the time .* for /);
    }
  });

  it('never makes the speaker both the watcher and the one watched', () => {
    for (const d of drafts) expect(d.text).not.toMatch(/\b(saw|met|picked) me\b/);
  });

  it('authors every base with a cue taken from its sentence', () => {
    for (const b of PPC_BASES) expect(b.t.replace(/\{[^}]*\}/g, ''), b.cue).toContain(b.cue.split(' … ')[0]);
  });
});

import { describe, expect, it } from 'vitest';
import { fillBlank } from '../../checks.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { Exercise } from '../../types.ts';
import { adjective } from '../adjective.ts';
import { built, commonChecks, expectBases, expectShare, itIsListedIn } from '../topic-checks.ts';
import {
  SUPERLATIVE_EVER_LINES,
  superlativeEverPresentPerfectTopic,
} from './superlative-ever-present-perfect.ts';

/** What the gap holds: the auxiliary, the participle, or the whole verb. */
const group = (ex: Exercise): string =>
  /^(have|has)$/.test(ex.answer) ? 'aux' : /^(have|has) /.test(ex.answer) ? 'verb' : 'participle';

describe('superlative-ever-present-perfect', () => {
  const ex = built(superlativeEverPresentPerfectTopic);
  commonChecks(superlativeEverPresentPerfectTopic, 600, group, 0.2);

  itIsListedIn(adjective, superlativeEverPresentPerfectTopic);

  it('comes from at least 150 base sentences, superlatives and first times both well represented', () => {
    expectBases(ex, 150);
    expectShare(ex, (e) => e.rationale.ruleId === 'first-time', 0.3, 0.7);
  });

  it('never offers a past simple without have, had, or a continuous as wrong (the best film I ever saw is American English)', () => {
    for (const e of ex)
      for (const c of e.rationale.distractors
        .filter((x) => x.errorType !== 'did-with-participle')
        .map((x) => x.choice)) {
        expect(c, e.text).not.toMatch(/^(had|ever|am \w+ing|is \w+ing|are \w+ing)\b/);
        const f = SUPERLATIVE_EVER_LINES.map((l) => verbForms(l.verb)).find((v) => v.past === c);
        // A bare past simple is offered only as "have + past" or in the participle gap, right after have.
        if (f && f.past !== f.participle) expect(e.text, c).toMatch(/\b(have|has) (ever )?___/);
      }
  });

  it('offers a present tense only after It’s the first (second…) time, never after a superlative', () => {
    for (const e of ex)
      for (const d of e.rationale.distractors.filter((x) => x.errorType === 'present-after-first-time'))
        expect(e.text, d.choice).toMatch(/the (first|second|third) time/);
  });

  it('makes have/has agree with the subject and uses the past participle from morph', () => {
    for (const e of ex) {
      const full = fillBlank(e.text, e.answer);
      expect(full, full).not.toMatch(/\b(I|we|you|they|parents) has\b/);
      expect(full, full).not.toMatch(/\b(Anna|Tom|Oksana|Taras|sister|brother|dad|mum) have\b/);
      expect(full, full).toMatch(/\b(have|has) (ever )?\w+/);
    }
  });

  it('asks "you" only in questions, and never says "he/she" of a subject the line itself names', () => {
    for (const e of ex) {
      if (/\byou\b/.test(e.text)) expect(e.text, e.text).toMatch(/\?$/);
      expect(e.text, e.text).not.toMatch(/^(She|He) is .* (she|he) (has|have|___)/);
    }
  });
});

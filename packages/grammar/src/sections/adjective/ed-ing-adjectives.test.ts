import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { adjective } from '../adjective.ts';
import { expectShare, expectSize } from '../topic-checks.ts';
import { edIngTopic } from './ed-ing-adjectives.ts';

describe('ed-ing-adjectives', () => {
  const ex = buildTopic(edIngTopic).exercises;

  it('is listed in the adjective section and has at least 590 exercises from 320+ bases (issue 16, the full catalogue)', () => {
    expect(adjective.topics).toContain(edIngTopic);
    expectSize(ex, 590, 320);
  });

  it('offers only the other form of the same adjective, and keeps both forms in a fair share', () => {
    for (const e of ex) {
      expect(e.choices.length, e.text).toBe(2);
      const d = e.rationale.distractors[0];
      const pair = [String(d?.params?.ed), String(d?.params?.ing)].sort();
      expect([e.answer, d?.choice].sort(), e.text).toEqual(pair);
    }
    expectShare(ex, (e) => e.answer.endsWith('ed'), 0.35, 0.65);
  });

  it('in the authored bases, never asks "tired of" after be or a gap before look/face/voice (where both read well)', () => {
    for (const e of ex.filter((x) => x.skeleton.startsWith('ed-ing:authored:'))) {
      expect(e.text, e.text).not.toMatch(/___ (look|face|voice|expression)\b/);
      if (e.answer === 'tired')
        expect(e.text, e.text).not.toMatch(/(is|are|was|were|’m|’re) (really )?___ of\b/);
    }
  });

  it('keys -ing only where no person is the one who feels: never after a person subject and a feeling verb', () => {
    for (const e of ex.filter((x) => x.answer.endsWith('ing'))) {
      expect(e.text, e.text).not.toMatch(
        /^(I|We|She|He|They|You)\b[^.]*\b(am|’m|is|’s|are|’re|was|were|feel|felt|look|looked|get|got) (so |very |really |a bit )?___/,
      );
    }
  });
});

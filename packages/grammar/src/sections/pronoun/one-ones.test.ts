import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { BLANK } from '../../checks.ts';
import { expectSize } from '../topic-checks.ts';
import { ONE_LINES, oneOnesTopic } from './one-ones.ts';

describe('one-ones (issue 16 size)', () => {
  const built = buildTopic(oneOnesTopic);
  const ex = built.exercises;

  it('keeps at least 620 exercises from at least 318 bases, one and ones each at least 40%', () => {
    expectSize(ex, 620, 318);
    for (const key of ['one', 'ones'])
      expect(ex.filter((e) => e.answer === key).length / ex.length).toBeGreaterThanOrEqual(0.4);
  });

  it('loses no authored line to a guard (each fixes the number or leaves the other number out)', () => {
    const texts = new Set(built.rejected.map((r) => r.text));
    for (const [, text] of ONE_LINES) expect(texts.has(text), text).toBe(false);
    for (const r of built.rejected) expect(r.text).toMatch(/The (\w+ )?___|Which \w+/);
  });

  it('offers the other number only where a determiner or the verb after the gap fixes it', () => {
    for (const e of ex)
      if (e.choices.includes('one') && e.choices.includes('ones'))
        expect(e.text).toMatch(
          /\b(a|an|another|this|that|these|those|some|any|two|three|four|several)\s+(\S+\s+)?___|___\s+(is|are|was|were|has|have|looks?)\b/i,
        );
  });

  it('offers it/them only as a reference slip: after an adjective, or where any such thing is meant', () => {
    for (const e of ex) {
      const d = e.rationale.distractors.find((x) => x.choice === 'it' || x.choice === 'them');
      if (!d) continue;
      if (d.errorType === 'it-for-any-one') {
        expect(e.answer).toBe('one');
        // the thing was named with a/an (any such thing) or the gap asks for another, never a particular one
        expect(e.text).toMatch(
          new RegExp(`\\b(a|an|another|no)( \\w+)? ${d.params?.noun}|${d.params?.noun}s\\b|another ___`, 'i'),
        );
      } else expect(d.errorType).toBe('it-for-one');
    }
  });

  it('says "ones" of plural things and "one" of singular ones, and "Which it" is never offered', () => {
    for (const e of ex) {
      const full = e.text.replace(BLANK, e.answer);
      if (e.answer === 'ones') expect(full).not.toMatch(/\b(a|an|another) (\w+ )?ones\b/);
      expect(e.text.startsWith('Which') || /Which ___/.test(e.text) ? e.choices : []).not.toContain('it');
    }
  });
});

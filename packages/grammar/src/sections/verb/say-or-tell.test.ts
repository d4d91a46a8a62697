import { describe, expect, it } from 'vitest';
import { fillBlank } from '../../checks.ts';
import { commonChecks, expectBases } from '../topic-checks.ts';
import { sayOrTell } from './verb-patterns.ts';

describe('say-or-tell', () => {
  // Full catalogue (issue 16): 500 from 56 bases → 650+ from 140+ (86 authored lines).
  const ex = commonChecks(sayOrTell, 650, (ex) => ex.rationale.ruleId, 0.4);

  it('draws from 140+ bases, so a session rarely shows one frame twice', () => expectBases(ex, 140));

  it('keys tell before a person and say before the words, never "said me" or "told to me"', () => {
    for (const e of ex) {
      const right = fillBlank(e.text, e.answer);
      expect(right, e.text).not.toMatch(/\b(say|says|said) (me|us|him|her|them|you)\b/i);
      expect(right, e.text).not.toMatch(/\b(tell|tells|told) to\b/i);
      // The wrong choice is the other verb in the same form (said ↔ told), never a tense error.
      const wrong = e.choices.filter((c) => c !== e.answer);
      expect(wrong.length, e.text).toBe(1);
      const pair = [e.answer.toLowerCase(), wrong[0]?.toLowerCase()].sort().join('/');
      expect(['said/told', 'say/tell', 'says/tells'], e.text).toContain(pair);
    }
  });

  it('never has a speaker tell a group they belong to, nor tell a person what that person is', () => {
    for (const e of ex) {
      expect(e.text, e.text).not.toMatch(/^(I|We|[A-Z][a-z]+ and I) ___ (to )?(me|us)\b/);
      expect(e.text, e.text).not.toMatch(/___ (to )?(her that she|him that he|them that they)\b/);
    }
  });
});

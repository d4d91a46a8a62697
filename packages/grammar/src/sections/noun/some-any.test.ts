import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { BLANK } from '../../checks.ts';
import { noun } from '../noun.ts';
import { expectShare, expectSize, itIsListedIn } from '../topic-checks.ts';
import { NEW_LINES, someAnyTopic } from './some-any.ts';

/** some-any grown for issue 16 (the full catalogue): size, bases, balance and the guards the new lines rely on. */
describe('some-any', () => {
  const ex = buildTopic(someAnyTopic).exercises;

  itIsListedIn(noun, someAnyTopic);

  it('keeps at least 650 exercises over at least 250 bases', () => expectSize(ex, 650, 250));

  it('spreads the keys: some and any each at least 40%', () => {
    expectShare(ex, (e) => e.answer.toLowerCase() === 'any', 0.4, 0.6);
  });

  it('has the answer among the choices and its trigger in the sentence', () => {
    for (const e of ex) {
      expect(e.choices, e.text).toContain(e.answer);
      const full = e.text.replace(BLANK, e.answer);
      for (const t of e.rationale.trigger) expect(full, t).toContain(t);
    }
  });

  it('asks no open question: the only questions are requests with please (where any would doubt the thing exists)', () => {
    for (const e of ex) {
      // The sentence that holds the gap ends at the first full stop, question or exclamation mark after it.
      const gapped = /(?:^|[.!?] )([^.!?]*___[^.!?]*[.!?])/.exec(e.text)?.[1] ?? '';
      if (gapped.endsWith('?'))
        expect(gapped, e.text).toMatch(/^(Could|Can) (I have|you buy|you pass me) ___ .*please\?$/);
    }
    for (const [kind, text] of NEW_LINES)
      if (kind === 'request') expect(text, text).toMatch(/please\?$/);
      else expect(/___[^.!?]*\?/.test(text), text).toBe(false);
  });

  it('never makes some wrong where "not … some of" or "would you like some/any" could be right', () => {
    for (const e of ex) {
      expect(e.text, e.text).not.toMatch(/___ of\b/);
      expect(e.text, e.text).not.toMatch(/would you like/i);
    }
  });

  it('takes any in a positive sentence only where it means "whichever", explained as such', () => {
    for (const e of ex) {
      const before = e.text.split(BLANK)[0] ?? '';
      if (e.answer.toLowerCase() !== 'any' || /n’t|\b(never|without|hardly|Hardly)\b/.test(before)) continue;
      expect(e.rationale.ruleId, e.text).toBe('any-free');
      expect(e.rationale.distractors[0]?.errorType, e.text).toBe('some-for-any-choice');
    }
  });
});

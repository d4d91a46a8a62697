import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { adjective } from '../adjective.ts';
import { expectShare, expectSize } from '../topic-checks.ts';
import { quiteRatherTopic } from './quite-rather.ts';

describe('quite-rather', () => {
  const ex = buildTopic(quiteRatherTopic).exercises;
  const full = (e: (typeof ex)[number]) => e.text.replace('___', e.answer);

  it('is listed in the adjective section and has at least 600 exercises from 250+ authored bases (issue 16, the full catalogue)', () => {
    expect(adjective.topics).toContain(quiteRatherTopic);
    expectSize(ex, 600, 250);
  });

  it('keeps the two keys balanced: each is the answer in 40–60% of the exercises', () => {
    expectShare(ex, (e) => e.answer.toLowerCase() === 'quite', 0.4, 0.6);
  });

  it('never builds a frame where the other word is also right (BrE "I’d quite like", "I rather like it")', () => {
    for (const e of ex) {
      expect(e.text, e.text).not.toMatch(/___ (like|enjoy|fancy|agree|prefer)\b/);
      // only patterns that force one word: would/than/comparative/too for rather, not/a few/absolutes for quite
      if (e.answer.toLowerCase() === 'rather')
        expect(full(e), e.text).toMatch(
          /(’d|would|Would)( you)? rather|rather than|rather (too|more|less|[a-z]+er)\b/,
        );
      else
        expect(full(e), e.text).toMatch(
          /(n’t|not|Not) quite|[Qq]uite a few|quite (right|ready|impossible|all right|enough)/,
        );
    }
  });

  it('keeps a varied subject and its pronouns in agreement (no "She looks … than his sister")', () => {
    for (const e of ex) {
      expect(e.text, e.text).not.toMatch(
        /\bShe\b[^.”]*\b(his|himself)\b|\bHe\b[^.”]*\b(her|herself)\b(?! (books|articles))/,
      );
      expect(e.text, e.text).not.toMatch(/Is he a doctor\?.*She’s|Is she a doctor\?.*He’s/);
    }
  });

  it('offers "very" only where it cannot stand (never after not + an adjective, or before right / impossible)', () => {
    for (const e of ex.filter((x) => x.choices.some((c) => c.toLowerCase() === 'very'))) {
      expect(e.text, e.text).not.toMatch(
        /(n’t|not|Not) ___ (sure|ready|dry|cooked|straight|right)\b(?! enough)/,
      );
      expect(e.text, e.text).not.toMatch(/___ (right|impossible)\b/);
    }
  });
});

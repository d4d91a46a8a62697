import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { TEMPLATES_BY_NAME } from '../../explain/compose.ts';
import type { Exercise } from '../../types.ts';
import { linkingWords } from '../linking-words.ts';
import { expectSize } from '../topic-checks.ts';

/** Share of each key among a topic's exercises (lower-cased: "Because" and "because" are one form). */
export function keyShares(answers: string[], fold: (a: string) => string = (a) => a.toLowerCase()) {
  const counts = new Map<string, number>();
  for (const a of answers) counts.set(fold(a), (counts.get(fold(a)) ?? 0) + 1);
  return new Map([...counts].map(([k, n]) => [k, n / answers.length]));
}

/** Every linking-words exercise: the answer among the choices, an explained error for every wrong one, a trigger. */
export function expectExplained(e: Exercise): void {
  expect(e.choices, e.text).toContain(e.answer);
  for (const x of e.rationale.distractors) expect(TEMPLATES_BY_NAME[x.errorType]).toBeDefined();
  expect(e.rationale.trigger.join('').length, e.text).toBeGreaterThan(0);
}

const built = new Map(linkingWords.topics.slice(0, 3).map((t) => [t.slug, buildTopic(t)]));
const exercises = (slug: string) => built.get(slug)?.exercises ?? [];

describe('linking-words section', () => {
  it('lists its first topics in teaching order: reason and result, contrast, purpose', () => {
    expect(linkingWords.topics.map((t) => t.slug).slice(0, 3)).toEqual([
      'because-because-of-so',
      'although-despite-however',
      'so-that-in-order-to',
    ]);
  });

  // The issue-16 topics after these three have their own checks in issue16.test.ts.
  const FIRST = linkingWords.topics.slice(0, 3);
  describe.each(FIRST.map((t) => [t.slug, t] as const))('%s', (slug, topic) => {
    const ex = exercises(slug);
    // Issue 16: 600+ each over 110+ authored bases.
    it('has at least 600 exercises over at least 110 bases', () => expectSize(ex, 600, 110));
    it('keeps the answer among 3 choices, with an explained error for every wrong one', () => {
      for (const e of ex) {
        expectExplained(e);
        // Before an -ing form "though" is right too ("Though training every day, …"): the
        // though-before-ing guard takes it out and two choices stay.
        const ingAfterDespite = /^(in spite of|despite)$/i.test(e.answer) && /___ \w+ing\b/.test(e.text);
        expect(e.choices.length, e.text).toBe(ingAfterDespite && e.choices.length === 2 ? 2 : 3);
      }
    });
    it('belongs to the section and is an intermediate or basic topic', () => {
      expect(topic.sectionSlug).toBe('linking-words');
      expect(['basic', 'intermediate']).toContain(topic.level);
    });
  });

  it('although-despite-however: never offers both words of a pair, keys balanced', () => {
    const ex = exercises('although-despite-however');
    for (const e of ex) {
      const c = e.choices.map((x) => x.toLowerCase());
      expect(c.includes('although') && c.includes('though'), e.text).toBe(false);
      expect(c.includes('despite') && c.includes('in spite of'), e.text).toBe(false);
    }
    const fold = (a: string) =>
      ({ though: 'although', 'in spite of': 'despite' })[a.toLowerCase()] ?? a.toLowerCase();
    for (const [key, share] of keyShares(
      ex.map((e) => e.answer),
      fold,
    ))
      expect(share, key).toBeGreaterThan(0.25);
  });

  it('although-despite-however: the words after the gap decide (clause, noun, new sentence)', () => {
    for (const e of exercises('although-despite-however')) {
      const a = e.answer.toLowerCase();
      if (a === 'however') expect(e.text, e.text).toMatch(/\. ___, /);
      else expect(e.text).not.toMatch(/\. ___, /);
    }
  });

  it('because-because-of-so: so only after a comma and before the result; no key under 18% of three', () => {
    const ex = exercises('because-because-of-so');
    for (const e of ex) if (e.answer === 'so') expect(e.text).toMatch(/, ___ /);
    for (const [key, share] of keyShares(ex.map((e) => e.answer))) expect(share, key).toBeGreaterThan(0.18);
  });

  it('so-that-in-order-to: never offers both to and in order to, nor "so" alone; every key has a fair share', () => {
    const ex = exercises('so-that-in-order-to');
    for (const e of ex) {
      expect(e.choices.includes('to') && e.choices.includes('in order to'), e.text).toBe(false);
      expect(e.choices).not.toContain('so');
    }
    const fold = (a: string) => (a === 'in order to' ? 'to' : a);
    for (const [key, share] of keyShares(
      ex.map((e) => e.answer),
      fold,
    ))
      expect(share, key).toBeGreaterThan(0.15);
  });

  it('so-that-in-order-to: "so that" is followed by a subject and a modal or a clause, "for" by a noun', () => {
    for (const e of exercises('so-that-in-order-to')) {
      const after = e.text.split('___ ')[1] ?? '';
      if (e.answer === 'for')
        expect(after, e.text).toMatch(/^(a|an|some|the|information|directions|repairs)\b/);
    }
  });
});

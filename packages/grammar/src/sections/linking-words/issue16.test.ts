import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import type { Exercise } from '../../types.ts';
import { linkingWords } from '../linking-words.ts';
import { expectSize } from '../topic-checks.ts';
import { expectExplained, keyShares } from './topics.test.ts';

/**
 * The linking-word topics issue 16 adds: each built as the bank builds it, with its size, its choices,
 * the balance of its keys and the second-answer guards it relies on.
 */
interface Spec {
  /** The size it reaches with honest lines (every topic reaches the catalogue's 300). */
  min: number;
  bases: number;
  level: 'basic' | 'intermediate' | 'advanced';
  /** Folds interchangeable keys into one form before the balance check. */
  fold?: (a: string) => string;
  /** No key form under this share. */
  share: number;
}
const SPECS: Record<string, Spec> = {
  'as-like': { min: 650, bases: 150, level: 'intermediate', share: 0.3 },
  'by-until': { min: 600, bases: 125, level: 'intermediate', share: 0.3 },
  'during-for-while': { min: 570, bases: 110, level: 'intermediate', share: 0.25 },
  'in-case-vs-if': { min: 600, bases: 100, level: 'intermediate', share: 0.3 },
  'correlative-conjunctions': {
    min: 540,
    bases: 110,
    level: 'intermediate',
    share: 0.2,
    // A first word and its second word are one pair: both … and is one form whichever gap it asks for.
    fold: (a) =>
      ({ both: 'and', either: 'or', neither: 'nor', 'not only': 'but' })[a.toLowerCase()] ?? a.toLowerCase(),
  },
  'even-though-even-if': { min: 600, bases: 95, level: 'intermediate', share: 0.3 },
  'as-long-as-provided-that': {
    min: 600,
    bases: 110,
    level: 'intermediate',
    share: 0.15,
    fold: (a) =>
      ['provided', 'provided that', 'providing'].includes(a.toLowerCase()) ? 'as long as' : a.toLowerCase(),
  },
  'whereas-while-contrast': {
    min: 570,
    bases: 115,
    level: 'advanced',
    share: 0.12,
    fold: (a) => (a.toLowerCase() === 'while' ? 'whereas' : a.toLowerCase()),
  },
};

const topics = linkingWords.topics.filter((t) => t.slug in SPECS);
const built = new Map(topics.map((t) => [t.slug, buildTopic(t).exercises]));
const exercises = (slug: string): Exercise[] => built.get(slug) ?? [];
const lower = (e: Exercise) => e.choices.map((c) => c.toLowerCase());

describe('linking-words, issue 16 topics', () => {
  it('lists every new topic in the section', () => {
    expect(topics.map((t) => t.slug).sort()).toEqual(Object.keys(SPECS).sort());
  });

  describe.each(topics.map((t) => [t.slug, t] as const))('%s', (slug, topic) => {
    const spec = SPECS[slug] as Spec;
    const ex = exercises(slug);
    it('reaches its size over distinct bases', () => expectSize(ex, spec.min, spec.bases));
    it('keeps the answer among its choices, with an explained error and a trigger', () => {
      for (const e of ex) {
        expectExplained(e);
        expect(e.choices.length, e.text).toBeGreaterThanOrEqual(2);
        // The trigger is words of the sentence itself.
        for (const t of e.rationale.trigger) expect(e.text.toLowerCase(), t).toContain(t.toLowerCase());
      }
    });
    it('balances its keys', () => {
      for (const [key, share] of keyShares(
        ex.map((e) => e.answer),
        spec.fold,
      ))
        expect(share, key).toBeGreaterThan(spec.share);
    });
    it('sits in the section at its level', () => {
      expect(topic.sectionSlug).toBe('linking-words');
      expect(topic.level).toBe(spec.level);
    });
  });

  it('by-until: never offers "till" (it is until), and a by line never says "by the time" with until', () => {
    for (const e of exercises('by-until')) {
      expect(lower(e)).not.toContain('till');
      if (/___ the time\b/.test(e.text)) expect(e.answer).toBe('by');
    }
  });

  it('during-for-while: "for" only before a bare length (never "the two hours", which during could take)', () => {
    for (const e of exercises('during-for-while')) {
      const after = e.text.split('___ ')[1] ?? '';
      if (e.answer === 'for') expect(after, e.text).not.toMatch(/^the\b/);
      if (e.answer === 'during')
        expect(after, e.text).toMatch(/^(the|a|an|my|his|her|their|our|your|lunch)\b/);
    }
  });

  it('as-like: no "like I said" frame (informal like = as), no use/treat/regard frames where both are said', () => {
    for (const e of exercises('as-like')) {
      expect(e.text).not.toMatch(/___ (I|you|we|he|she|they) /);
      expect(e.text).not.toMatch(/\b(use[sd]?|treat(s|ed)?|regard(s|ed)?) .*___/);
    }
  });

  it('in-case-vs-if: no in-case line is an instruction (Take…/Keep…), where "if" makes a conditional one', () => {
    for (const e of exercises('in-case-vs-if'))
      if (e.answer.toLowerCase() === 'in case')
        expect(e.text, e.text).not.toMatch(/^(Take|Keep|Let’s|Write)\b/);
  });

  it('even-though-even-if: never offers although (it fits every even-though line)', () => {
    for (const e of exercises('even-though-even-if')) expect(lower(e)).not.toContain('although');
  });

  it('as-long-as-provided-that: never two "only if" words in one item (as long as, provided, providing)', () => {
    const onlyIf = ['as long as', 'provided', 'provided that', 'providing', 'on condition that'];
    for (const e of exercises('as-long-as-provided-that'))
      expect(lower(e).filter((c) => onlyIf.includes(c)).length, e.text).toBeLessThanOrEqual(1);
  });

  it('whereas-while-contrast: never whereas beside while, never although; while only as a comparison key', () => {
    for (const e of exercises('whereas-while-contrast')) {
      const c = lower(e);
      expect(c.includes('whereas') && c.includes('while'), e.text).toBe(false);
      expect(c).not.toContain('although');
      if (c.includes('while')) expect(e.answer.toLowerCase(), e.text).toBe('while');
    }
  });

  it('correlative-conjunctions: "but" is never a wrong choice, and a not-only line keeps "also"', () => {
    for (const e of exercises('correlative-conjunctions')) {
      if (e.answer !== 'but') expect(e.choices, e.text).not.toContain('but');
      if (e.answer === 'but') expect(e.text, e.text).toMatch(/___ also /);
    }
  });

  it('no "my …" subject in a line about the subject’s own family (my brother … his mother)', () => {
    for (const ex of built.values())
      for (const e of ex)
        expect(e.text, e.text).not.toMatch(
          /^My (sister|brother|mum|dad)\b.*\b(his|her) (mother|father|mum|dad|parents|grandmother|grandfather|cousin)\b/,
        );
  });
});

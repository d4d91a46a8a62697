import { describe, expect, it } from 'vitest';
import { fillBlank } from '../../checks.ts';
import type { Exercise } from '../../types.ts';
import { adjective } from '../adjective.ts';
import { built, commonChecks, expectBases } from '../topic-checks.ts';
import {
  COMPARATIVE_MODIFIER_LINES,
  comparativeAt,
  comparativeModifiersTopic,
} from './comparative-modifiers.ts';

const BIG = ['much', 'far', 'a lot'];
const SMALL = ['a bit', 'slightly', 'a little'];
const first = (choice: string): string =>
  [...BIG, ...SMALL, 'even', 'many', 'not nearly', 'nearly'].find(
    (m) => choice === m || choice.startsWith(`${m} `),
  ) ?? '';

/** What the key practises: a big or small difference, even, the comparative itself, more + noun, not nearly. */
const group = (ex: Exercise): string => {
  if (ex.rationale.ruleId === 'comparative-after-modifier') return 'comparative';
  if (ex.rationale.ruleId === 'many-more' || ex.rationale.ruleId === 'much-more') return 'noun';
  const m = first(ex.answer);
  return BIG.includes(m) ? 'big' : SMALL.includes(m) ? 'small' : m === 'even' ? 'even' : 'nearly';
};

describe('comparative-modifiers', () => {
  const ex = built(comparativeModifiersTopic);
  commonChecks(comparativeModifiersTopic, 600, group, 0.05);

  it('is listed in the adjective section after the superlatives', () => {
    const slugs = adjective.topics.map((t) => t.slug);
    expect(slugs).toContain('comparative-modifiers');
    expect(slugs.indexOf('comparative-modifiers')).toBeGreaterThan(slugs.indexOf('superlative-adjectives'));
  });

  it('comes from at least 150 base sentences, each form the key in a fair share', () => {
    expectBases(ex, 150);
    for (const g of ['big', 'small', 'even', 'comparative', 'noun', 'nearly'])
      expect(ex.filter((e) => group(e) === g).length / ex.length, g).toBeGreaterThan(0.05);
  });

  it('never offers much, far or a lot against each other, nor a bit against slightly (they mean the same)', () => {
    for (const e of ex) {
      const key = first(e.answer);
      for (const c of e.choices.filter((x) => x !== e.answer)) {
        const m = first(c);
        if (m === key) continue;
        if (BIG.includes(key)) expect(BIG, `${e.text} ${c}`).not.toContain(m);
        if (SMALL.includes(key)) expect(SMALL, `${e.text} ${c}`).not.toContain(m);
      }
    }
  });

  it('offers the other size (a bit against much, much against a bit) only where a cue fixes the size', () => {
    for (const e of ex) {
      const size = e.rationale.distractors.filter((d) => d.errorType === 'modifier-size-mismatch');
      for (const d of size) {
        expect(e.text, d.choice).toContain(d.params?.cue ?? '###');
        expect((d.params?.cue ?? '').length).toBeGreaterThan(8);
      }
      const key = first(e.answer);
      const sizes = e.choices.filter((c) => c !== e.answer).map(first);
      if (BIG.includes(key) && sizes.some((m) => SMALL.includes(m))) expect(size.length, e.text).toBe(1);
      if (SMALL.includes(key) && sizes.some((m) => BIG.includes(m))) expect(size.length, e.text).toBe(1);
    }
  });

  it('offers a plain adjective as wrong only before than (a bit big, slightly long are English on their own)', () => {
    for (const e of ex)
      for (const d of e.rationale.distractors.filter((x) => x.errorType === 'modifier-without-comparative'))
        expect(e.text.split('___')[1], `${e.text} ${d.choice}`).toMatch(/^ than\b/);
  });

  it('never offers so in not nearly … as (not nearly so good as is right), nor a little, quite or nowhere near', () => {
    for (const e of ex.filter((x) => x.rationale.ruleId === 'not-nearly'))
      for (const c of e.choices.filter((x) => x !== e.answer))
        expect(c, e.text).not.toMatch(/^(so|not nearly so|a little|quite|nowhere near)$/);
    for (const e of ex)
      for (const c of e.choices.filter((x) => x !== e.answer))
        expect(c, e.text).not.toMatch(/^(a little|quite)\b/);
  });

  it('says every sentence with its key as a full, tidy sentence with the comparative after the modifier', () => {
    for (const e of ex) {
      const full = fillBlank(e.text, e.answer);
      expect(full).not.toMatch(/\b(very|so|too|more) (more|[a-z]+er) than\b/);
      expect(full).not.toMatch(/_/);
    }
  });

  it('knows the plain form of every comparative it uses', () => {
    for (const line of COMPARATIVE_MODIFIER_LINES.LINES) {
      const after = line.text.split(' _ ')[1] ?? '';
      expect(() => comparativeAt(after), line.text).not.toThrow();
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { Exercise } from '../../types.ts';
import { pronoun } from '../pronoun.ts';
import { built, commonChecks, expectBases } from '../topic-checks.ts';
import { whateverWhoeverWhereverTopic } from './whatever-whoever-wherever.ts';

const key = (ex: Exercise): string => ex.answer.toLowerCase();
const wrongOf = (ex: Exercise): string[] =>
  ex.choices.filter((c) => c !== ex.answer).map((c) => c.toLowerCase());
const after = (ex: Exercise): string => (ex.text.split('___')[1] ?? '').trim().split(/[\s,.;:?!]+/)[0] ?? '';

describe('whatever-whoever-wherever', () => {
  const ex = built(whateverWhoeverWhereverTopic);
  commonChecks(whateverWhoeverWhereverTopic, 650, key, 0.14);

  it('is listed in the pronoun section, at the advanced level', () => {
    expect(pronoun.topics).toContain(whateverWhoeverWhereverTopic);
    expect(whateverWhoeverWhereverTopic.level).toBe('advanced');
  });

  it('comes from at least 230 base sentences (issue 16, the full catalogue)', () => expectBases(ex, 230));

  it('offers whatever against a place or a time only after a verb that needs its object', () => {
    // "You can eat / order / bring ___ you like": wherever and whenever fit there too.
    for (const e of ex.filter((x) => key(x) === 'whatever'))
      if (wrongOf(e).some((c) => c === 'wherever' || c === 'whenever'))
        expect(e.text, e.text).not.toMatch(
          /\b(eat|order|bring|recycle|cook|go)s? ___ \w+( \w+)? (like|want)s?\b/,
        );
  });

  it('never offers a place against a time (wherever/whenever both fit "Call me ___ you like")', () => {
    for (const e of ex) {
      if (key(e) === 'wherever') expect(wrongOf(e), e.text).not.toContain('whenever');
      if (key(e) === 'whenever') expect(wrongOf(e), e.text).not.toContain('wherever');
    }
  });

  it('never offers however (in any way) against a place or a time, where its manner reading could fit', () => {
    for (const e of ex.filter((x) => ['wherever', 'whenever'].includes(key(x))))
      expect(wrongOf(e), e.text).not.toContain('however');
  });

  it('uses however only before an adjective or adverb, and offers it as wrong only before a noun or a clause subject', () => {
    const subjects =
      /^(I|you|we|they|he|she|it|the|my|his|her|our|their|Anna|Tom|Oksana|Taras|someone|there)$/i;
    const degree = new Set(ex.filter((e) => key(e) === 'however').map(after));
    for (const e of ex) {
      if (key(e) === 'however') expect(after(e), e.text).not.toMatch(subjects);
      if (wrongOf(e).includes('however')) expect(degree.has(after(e)), e.text).toBe(false);
    }
  });

  it('never offers whichever, whomever or no matter … (they can be right)', () => {
    for (const e of ex)
      for (const c of wrongOf(e)) expect(c, e.text).toMatch(/^(whoever|whatever|wherever|whenever|however)$/);
  });

  it('tells "you" nothing about their own habits: you only get permission (You can sit wherever you like)', () => {
    for (const e of ex) expect(e.text, e.text).not.toMatch(/^You (?!can\b|will\b)/);
  });

  it('never offers whatever against whenever where the clause after the gap could take it as an object', () => {
    const cooks = ex.filter((e) => /^___ \w+( \w+)? cooks?,/.test(e.text));
    expect(cooks).toEqual([]);
  });

  it('capitalises the choices when the gap opens the sentence', () => {
    for (const e of ex.filter((x) => x.text.startsWith('___')))
      for (const c of e.choices) expect(c, e.text).toMatch(/^[A-Z]/);
  });
});

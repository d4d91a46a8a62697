import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { indefiniteArticle } from '../../morph/articles.ts';
import { expectSize } from '../topic-checks.ts';
import { AGREEMENT, NOUN_FORM, PAIRS, SOME_A, WRONG_PLURAL } from './countable-frames.ts';
import { countableTopic } from './countable-uncountable.ts';

/** Nouns with a countable and an uncountable reading in UK or US English: an exercise must not hinge on them. */
const BOTH_READINGS =
  /^(coffee|chocolate|paper|experience|hair|time|room|space|noise|fruit|cake|glass|iron|light)s?$/;

describe('countable-uncountable', () => {
  const ex = buildTopic(countableTopic).exercises;

  it('keeps at least 650 exercises from at least 450 bases after the guards and the checker (issue 16)', () =>
    expectSize(ex, 650, 450));

  it('offers "a" against "some" only before a noun with no countable sense (a honey, a soup, a good knowledge of, a tea are English)', () => {
    for (const [noun, text] of SOME_A)
      expect(noun, text).not.toMatch(/^(honey|soup|knowledge|tea|juice|wine|beer|shampoo|coffee|chocolate)$/);
  });

  it('never builds an exercise on a noun with both readings (a coffee, two papers, a hair)', () => {
    for (const p of PAIRS) expect(p.unc, p.frames[0]).not.toMatch(BOTH_READINGS);
    for (const [noun, text] of NOUN_FORM) expect(noun, text).not.toMatch(BOTH_READINGS);
    for (const [noun, text] of SOME_A) expect(noun, text).not.toMatch(BOTH_READINGS);
  });

  it('gives every noun-form base a plural that is not English, so the noun itself is the one answer', () => {
    for (const [noun, text] of NOUN_FORM) {
      expect(WRONG_PLURAL[noun], text).toBeDefined();
      // A plural that is standard somewhere (American 'accommodations') is not a wrong answer.
      expect(noun, text).not.toBe('accommodation');
      expect(text, text).toContain('___');
    }
  });

  it('names the noun of an agreement or some/a base in its sentence, after the gap for some/a', () => {
    for (const [noun, text] of AGREEMENT) expect(text.toLowerCase(), text).toContain(noun);
    for (const [noun, text] of SOME_A) expect(text.split('___')[1], text).toContain(noun);
  });

  it('has the answer among the choices and never a choice twice', () => {
    for (const e of ex) {
      expect(e.choices, e.text).toContain(e.answer);
      expect(new Set(e.choices).size, e.text).toBe(e.choices.length);
    }
  });
});

describe('countable-uncountable: a/an of the wrong choice', () => {
  it('agrees with the word after the gap, so "a" is wrong only because the noun is uncountable ("a good advice", never "an good advice")', () => {
    const some = buildTopic(countableTopic).exercises.filter((e) => e.answer === 'some');
    expect(some.length).toBeGreaterThan(20);
    for (const e of some) {
      const next = (e.text.split('___')[1] ?? '').trim();
      for (const c of e.choices.filter((x) => x === 'a' || x === 'an'))
        expect(c, e.text).toBe(indefiniteArticle(next));
    }
    expect(some.some((e) => /___ good advice/.test(e.text) && e.choices.includes('a'))).toBe(true);
  });
});

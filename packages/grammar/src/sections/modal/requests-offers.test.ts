import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { Exercise } from '../../types.ts';
import { canCouldRequestsPermission } from './can-could-requests-permission.ts';
import { OFFERS, SUGGESTIONS, shallOffersSuggestions } from './shall-offers-suggestions.ts';
import { willWouldHabitsAssumptions } from './will-would-habits-assumptions.ts';

const share = (exercises: Exercise[], test: (e: Exercise) => boolean) =>
  exercises.filter(test).length / exercises.length;

describe('shall-offers-suggestions', () => {
  const ex = buildTopic(shallOffersSuggestions).exercises;
  const opener = (e: Exercise) =>
    e.text.match(/(Shall I|Shall we|Let's|Let me|Why don't I|Why don't we|How about|What about) ___/)?.[1];

  it('has the gap right after one of the openers, with nothing (no "we") between them', () => {
    for (const e of ex) expect(opener(e), e.text).toBeDefined();
  });

  it('keys the -ing form after How about / What about and the base form after every other opener', () => {
    for (const e of ex) {
      const v = verbForms((e.choices.find((c) => c.startsWith('to ')) ?? '').slice(3));
      expect(e.answer, e.text).toBe(/^(How|What) about$/.test(opener(e) ?? '') ? v.ing : v.base);
    }
  });

  it('gives the -ing form a fair share of the keys', () => {
    const ing = share(ex, (e) => /about ___/.test(e.text));
    expect(ing).toBeGreaterThan(0.25);
    expect(ing).toBeLessThan(0.5);
  });

  it('offers only other forms of the same verb: never Should I against Shall I, nor one opener against another', () => {
    for (const e of ex) {
      const to = e.choices.find((c) => c.startsWith('to '));
      expect(to, e.text).toBeDefined();
      const v = verbForms((to ?? '').slice(3));
      expect(e.choices, e.text).toHaveLength(3);
      for (const c of e.choices) expect([v.base, v.ing, `to ${v.base}`], e.text).toContain(c);
    }
  });

  it('says an offer that is only asked (Shall I get you anything?) with Shall I only', () => {
    for (const b of [...OFFERS, ...SUGGESTIONS].filter((x) => x.askOnly))
      for (const e of ex.filter((x) => x.text.endsWith(`${b.rest}?`) || x.text.endsWith(`${b.rest}.`)))
        expect(e.text, e.text).toMatch(/Shall (I|we) ___/);
  });

  it('ends a Let’s / Let me line with a full stop and every other line with a question mark', () => {
    for (const e of ex) expect(e.text.endsWith('.'), e.text).toBe(/^Let/.test(opener(e) ?? ''));
  });
});

describe('can-could-requests-permission', () => {
  const ex = buildTopic(canCouldRequestsPermission).exercises;
  const gap = (e: Exercise) => e.rationale.features?.gap;

  it('asks the verb, the opener of a favour and the answer to a request for permission', () => {
    expect(share(ex, (e) => gap(e) === 'verb')).toBeGreaterThan(0.5);
    expect(share(ex, (e) => gap(e) === 'opener')).toBeGreaterThan(0.1);
    expect(share(ex, (e) => gap(e) === 'answer')).toBeGreaterThan(0.05);
  });

  it('never sets can, could and may I (or can, could and would you) against each other', () => {
    for (const e of ex) {
      const wrong = e.choices.filter((c) => c !== e.answer);
      for (const c of wrong) expect(c, e.text).not.toMatch(/^(Can|Could|May) I$|^(Can|Could|Would) you$/);
      if (gap(e) === 'opener') {
        expect(['Can you', 'Could you', 'Would you']).toContain(e.answer);
        expect(wrong.sort(), e.text).toEqual(
          [`Do you ${e.answer.split(' ')[0]?.toLowerCase()}`, 'May you'].sort(),
        );
      }
    }
  });

  it('keys the base form after the modal and offers only its to and -ing forms', () => {
    for (const e of ex.filter((x) => gap(x) === 'verb')) {
      const v = verbForms(e.answer);
      expect(e.text, e.text).toMatch(/\b(Can|Could|May) I ___|\b(Can|Could|Would) you ___/);
      expect(e.choices.sort(), e.text).toEqual([v.base, v.ing, `to ${v.base}`].sort());
    }
  });

  it('answers with can / can’t against could / couldn’t only, after a question with Could I', () => {
    for (const e of ex.filter((x) => gap(x) === 'answer')) {
      expect(e.text, e.text).toMatch(/^(.*\. )?Could I .*\? — (Yes, of course|Sorry,) you ___\./);
      expect(e.choices.sort(), e.text).toEqual(e.answer === 'can' ? ['can', 'could'] : ["can't", "couldn't"]);
    }
  });

  it('says May only with I', () => {
    for (const e of ex) expect(e.text, e.text).not.toMatch(/\bMay you\b/);
  });
});

describe('will-would-habits-assumptions', () => {
  const ex = buildTopic(willWouldHabitsAssumptions).exercises;
  const use = (e: Exercise) => e.rationale.features?.use;

  it('gives will and would a fair share, and assumptions a share of the will keys', () => {
    expect(share(ex, (e) => e.answer === 'would')).toBeGreaterThan(0.3);
    expect(share(ex, (e) => e.answer === 'will')).toBeGreaterThan(0.3);
    expect(share(ex, (e) => use(e) === 'assume')).toBeGreaterThan(0.2);
  });

  it('never offers used to (right for past habits), and never sets would against used to', () => {
    for (const e of ex) for (const c of e.choices) expect(c, e.text).not.toMatch(/used to|use to/);
  });

  it('sets will against would only by time: a past cue for would, a present one for will', () => {
    for (const e of ex.filter((x) => use(x) === 'past')) {
      expect(e.choices.sort()).toEqual(['will', 'would']);
      expect(e.rationale.trigger.join(' '), e.text).toMatch(
        /\b(was|were|lived|worked|had|visited|came|played|moved|started|got|snowed|shared|built|In those days|Years ago)\b/,
      );
    }
    for (const e of ex.filter((x) => use(x) === 'present')) {
      expect(e.choices.sort()).toEqual(['will', 'would']);
      // No past form in the cue, and no cue that reads as a second conditional (if you let him / if you were).
      expect(e.rationale.trigger.join(' '), e.text).not.toMatch(/\b(was|were|had|did|let|put|cut)\b/);
      // A willingness is said with hypothetical would too ("He'd talk to anyone"): no such line is keyed.
      expect(e.text, e.text).not.toMatch(
        /\b(anyone|do anything|happily lend|never admit|find time for you)\b/,
      );
    }
  });

  it('offers only can against the will of an assumption: never would, must, may, might, could or should', () => {
    for (const e of ex.filter((x) => use(x) === 'assume')) {
      expect(e.answer).toBe('will');
      expect(e.choices.sort()).toEqual(['can', 'will']);
    }
  });

  it('contracts he is / she is inside a clause but never at its end', () => {
    for (const e of ex) {
      expect(e.text, e.text).not.toMatch(/\b(he|she) is (?=\w)/);
      expect(e.text, e.text).not.toMatch(/\b(he|she)'s[.,]/);
    }
  });
});

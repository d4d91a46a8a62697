import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { TEMPLATES_BY_NAME } from '../../explain/compose.ts';
import type { Exercise, TopicDef } from '../../types.ts';
import { modal } from '../modal.ts';
import { expectSize } from '../topic-checks.ts';
import { canCouldRequestsPermission } from './can-could-requests-permission.ts';
import { hadBetter } from './had-better.ts';
import { mayMightPossibility } from './may-might-possibility.ts';
import { mustCantBeDeduction } from './must-cant-be-deduction.ts';
import { needntHaveDidntNeedTo } from './neednt-have-didnt-need-to.ts';
import { shallOffersSuggestions } from './shall-offers-suggestions.ts';
import { shouldOughtTo } from './should-ought-to.ts';
import { willWouldHabitsAssumptions } from './will-would-habits-assumptions.ts';

/** The modal section's authored topics, with the size each one reaches (≥ 300 unless stated). */
const TOPICS: [TopicDef, number][] = [
  [mustCantBeDeduction, 580],
  [shouldOughtTo, 600],
  [hadBetter, 650],
  [mayMightPossibility, 580],
  [needntHaveDidntNeedTo, 650],
  [shallOffersSuggestions, 500],
  [canCouldRequestsPermission, 550],
  [willWouldHabitsAssumptions, 580],
];

const share = (exercises: Exercise[], answers: string[]) =>
  exercises.filter((e) => answers.includes(e.answer)).length / exercises.length;

describe.each(TOPICS.map(([t, size]) => [t.slug, t, size] as const))('%s', (_slug, topic, size) => {
  const built = buildTopic(topic);
  const ex = built.exercises;
  const rules = new Set(topic.rules.map((r) => r.id));

  it('is listed in the modal section, with texts in English and Ukrainian', () => {
    expect(modal.topics).toContain(topic);
    expect(topic.sectionSlug).toBe('modal');
    for (const l of [
      topic.name,
      topic.card.rule,
      topic.card.signals,
      ...topic.rules.map((r) => r.statement),
    ]) {
      expect(l.en.length).toBeGreaterThan(3);
      expect(l.uk).toMatch(/[а-яіїєґ]/);
    }
  });

  it(`has at least ${size} exercises from at least 100 authored sentences`, () => {
    expectSize(ex, size, 100);
    // Nothing is left out for a reason other than the checker or a guard.
    expect(
      built.rejected.filter(
        (r) => !r.reasons.every((x) => x === 'checker rejects the sentence' || x.startsWith('guard ')),
      ),
    ).toEqual([]);
  });

  it('puts the answer among the choices, with a known rule, a trigger and an explained error for every wrong choice', () => {
    for (const e of ex) {
      expect(e.choices, e.text).toContain(e.answer);
      expect(e.choices.length, e.text).toBeGreaterThanOrEqual(2);
      expect(rules.has(e.rationale.ruleId), e.rationale.ruleId).toBe(true);
      expect(e.rationale.trigger.join('').length, e.text).toBeGreaterThan(0);
      for (const d of e.rationale.distractors)
        expect(TEMPLATES_BY_NAME[d.errorType], d.errorType).toBeDefined();
      expect(e.text, e.text).toMatch(/^[A-Z“]/);
      expect(e.text, e.text).not.toMatch(/\{|\}|\[\[|\]\]|\s{2}|\s[.,!?]/);
    }
  });
});

describe('must-cant-be-deduction', () => {
  const ex = buildTopic(mustCantBeDeduction).exercises;
  it('gives must, can’t and might a fair share each', () => {
    for (const k of ['must', "can't", 'might']) expect(share(ex, [k]), k).toBeGreaterThan(0.25);
  });
  it('never offers might, may, could or mustn’t as wrong: they can be right (weaker, or American must not)', () => {
    for (const e of ex) {
      const wrong = e.choices.filter((c) => c !== e.answer);
      for (const c of wrong) expect(['might', 'may', 'could', "mustn't", 'must not']).not.toContain(c);
    }
  });
  it('offers must and can’t against might only where the speaker says they are not sure', () => {
    for (const e of ex.filter((x) => x.answer === 'might')) {
      expect(e.rationale.trigger.join(' '), e.text).toMatch(/not sure|Nobody is sure|don't know/);
    }
  });
  it('has 580+ exercises from 200+ bases (issue 16), and no might line estimates a size or an age ("…, but it must be about forty" is English)', () => {
    expectSize(ex, 580, 200);
    for (const e of ex.filter((x) => x.answer === 'might')) expect(e.text, e.text).not.toMatch(/ be about /);
  });
});

describe('should-ought-to', () => {
  const ex = buildTopic(shouldOughtTo).exercises;
  it('gives good and bad ideas a fair share, and ought to a share of the good ones', () => {
    expect(share(ex, ['should', 'ought to'])).toBeGreaterThan(0.35);
    expect(share(ex, ["shouldn't"])).toBeGreaterThan(0.35);
    expect(share(ex, ['ought to'])).toBeGreaterThan(0.1);
  });
  it('never offers should against ought to (or the reverse), nor must or have to: all can be right advice', () => {
    for (const e of ex) {
      const wrong = e.choices.filter((c) => c !== e.answer);
      if (e.answer !== "shouldn't")
        expect(wrong).not.toContain(e.answer === 'should' ? 'ought to' : 'should');
      for (const c of wrong) expect(c).not.toMatch(/^(must|have to|has to|ought not to)$/);
    }
  });
  it('says don’t should after you/we/plurals and doesn’t should after he/she', () => {
    for (const e of ex) {
      if (e.choices.includes("doesn't should")) expect(e.text).toMatch(/\b(He|She) ___/);
      if (e.choices.includes("don't should")) expect(e.text).not.toMatch(/\b(He|She) ___/);
    }
  });
});

describe('had-better', () => {
  const ex = buildTopic(hadBetter).exercises;
  it('has positive and negative warnings in fair shares', () => {
    expect(ex.filter((e) => e.answer.startsWith('had better not')).length / ex.length).toBeGreaterThan(0.35);
    expect(ex.filter((e) => !e.answer.startsWith('had better not')).length / ex.length).toBeGreaterThan(0.35);
  });
  it('offers only wrong forms of the same polarity, never hadn’t better (American speakers use it)', () => {
    for (const e of ex) {
      const negative = e.answer.startsWith('had better not');
      for (const c of e.choices.filter((x) => x !== e.answer)) {
        expect(c).not.toMatch(/^hadn't/);
        expect(/\b(not|don't)\b/.test(c), `${e.text} → ${c}`).toBe(negative);
      }
    }
  });
  it('takes has better as the error only after he, she or a name, have better after I, you, we', () => {
    for (const e of ex) {
      if (e.choices.some((c) => c.startsWith('has better'))) expect(e.text).not.toMatch(/\b(I|You|We) ___/);
      if (e.choices.some((c) => c.startsWith('have better'))) expect(e.text).toMatch(/\b(I|You|We) ___/);
    }
  });
});

describe('may-might-possibility', () => {
  const ex = buildTopic(mayMightPossibility).exercises;
  const possible = ['might', 'may', 'could', 'might not', 'may not'];
  it('gives possibility and certainty a fair share each', () => {
    expect(share(ex, possible)).toBeGreaterThan(0.35);
    expect(share(ex, ['will', "won't"])).toBeGreaterThan(0.35);
  });
  it('never offers one of might, may, could against another, nor will against won’t', () => {
    for (const e of ex) {
      const wrong = e.choices.filter((c) => c !== e.answer);
      if (possible.includes(e.answer)) for (const c of wrong) expect(['will', "won't"]).toContain(c);
      else for (const c of wrong) expect(['might', 'may', 'might not', 'may not']).toContain(c);
    }
  });
  it('never has could not as a key (it means impossible, not maybe not)', () => {
    expect(ex.some((e) => e.answer === 'could not')).toBe(false);
  });
});

describe('neednt-have-didnt-need-to', () => {
  const ex = buildTopic(needntHaveDidntNeedTo).exercises;
  it('gives needn’t have and didn’t need to a fair share each', () => {
    expect(ex.filter((e) => e.answer.startsWith("needn't have")).length / ex.length).toBeGreaterThan(0.35);
    expect(ex.filter((e) => e.answer.startsWith("didn't need to")).length / ex.length).toBeGreaterThan(0.35);
  });
  it('never offers didn’t need to + base form as wrong: it can describe something that was done', () => {
    for (const e of ex) {
      if (e.answer.startsWith("needn't have"))
        for (const c of e.choices)
          expect(c === e.answer || !c.startsWith("didn't"), `${e.text} → ${c}`).toBe(true);
    }
  });
  it('offers needn’t have against didn’t need to only where the sentence says it was not done', () => {
    for (const e of ex.filter((x) => x.answer.startsWith("didn't need to"))) {
      expect(e.rationale.distractors.find((x) => x.errorType === 'neednt-have-not-done')).toBeDefined();
      expect(e.text).toMatch(/; /);
    }
  });
});

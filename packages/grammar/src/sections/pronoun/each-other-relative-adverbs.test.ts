import { describe, expect, it } from 'vitest';
import { BLANK } from '../../checks.ts';
import type { TopicDef } from '../../types.ts';
import { pronoun } from '../pronoun.ts';
import { built, expectBases, expectShare, grownTopicChecks } from '../topic-checks.ts';
import { eachOtherReflexiveTopic } from './each-other-reflexive.ts';
import { relativeAdverbsTopic } from './relative-adverbs-where-when-why.ts';

/** The pronoun topics of issue 16 added on branch new-art: size, keys, balance and their second-answer guards. */
const MINE: [TopicDef, number][] = [
  [eachOtherReflexiveTopic, 650],
  [relativeAdverbsTopic, 650],
];

describe.each(MINE.map(([t, n]) => [t.slug, t, n] as const))('%s', (_slug, topic, min) => {
  grownTopicChecks(pronoun, topic, built(topic), { min, bases: 50 });
});

describe('each-other-reflexive', () => {
  const ex = built(eachOtherReflexiveTopic);
  it('never offers one another against each other (both right)', () => {
    for (const e of ex) expect(e.choices, e.text).not.toContain('one another');
  });
  it('the reflexive agrees with the subject (we → ourselves), and the keys are balanced', () => {
    for (const e of ex) {
      if (/^We\b/.test(e.text)) expect(e.choices, e.text).toContain('ourselves');
      if (/^(My|Tom|Our|They)\b/.test(e.text)) expect(e.choices, e.text).not.toContain('ourselves');
    }
    expectShare(ex, (e) => e.answer === 'each other', 0.35, 0.65);
  });
  it('issue 16: 150+ distinct lines, so a session rarely meets one twice', () => expectBases(ex, 150));
  it('offers each other after an object only where it cannot stand (the emphatic reflexive: built the house ___)', () => {
    for (const e of ex)
      if (
        /^(We|They|My|Our) [a-z ]*?(built|made|painted|baked|tiled|dug|sold|caught|chopped|planted|assembled) the /.test(
          e.text,
        )
      )
        expect(e.answer, e.text).not.toBe('each other');
  });
});

describe('relative-adverbs-where-when-why', () => {
  const ex = built(relativeAdverbsTopic);
  it('never offers "that", which is right in both kinds of clause', () => {
    for (const e of ex) expect(e.choices, e.text).not.toContain('that');
  });
  it('an adverb key has a clause that does not end in a preposition; which is never wrong with one', () => {
    for (const e of ex) {
      const clause = (e.text.split(BLANK)[1] ?? '').split(/[,.?]/)[0] ?? '';
      if (e.answer !== 'which') expect(clause.trim(), e.text).not.toMatch(/\b(in|at|on|to|from|through)$/);
    }
  });
  it('never offers where after a time nor when after a place (both are heard: "days where …", a time clause)', () => {
    for (const e of ex) {
      if (e.answer === 'when') expect(e.choices, e.text).not.toContain('where');
      if (e.answer === 'where') expect(e.choices, e.text).not.toContain('when');
    }
  });
  it('issue 16: 170+ distinct lines, so a session rarely meets one twice', () => expectBases(ex, 170));
  it('spreads the keys: where, when, why and which each at least 18%', () => {
    for (const key of ['where', 'when', 'why', 'which'])
      expect(ex.filter((e) => e.answer === key).length / ex.length, key).toBeGreaterThan(0.18);
  });
});

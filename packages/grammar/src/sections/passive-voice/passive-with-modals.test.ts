import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import type { Exercise } from '../../types.ts';
import { expectSize } from '../topic-checks.ts';
import { PAST_SITUATIONS, passiveModals, pastMarkerOf } from './passive-with-modals.ts';

describe('passive-with-modals', () => {
  const list: Exercise[] = buildTopic(passiveModals).exercises;
  const present = list.filter((e) => e.rationale.ruleId === 'modal-passive');
  const past = list.filter((e) => e.rationale.ruleId === 'modal-perfect-passive');
  it('has 650+ exercises from 350+ situations, a third or more of them about the past', () => {
    expectSize(list, 650, 350);
    expect(past.length / list.length).toBeGreaterThanOrEqual(0.3);
  });
  it('keys have been + participle only with a past marker, against be + participle and the active have + participle', () => {
    for (const e of past) {
      expect(e.answer, e.text).toMatch(/^have been \w+$/);
      const participle = e.answer.slice('have been '.length);
      // The checker may drop one wrong choice it parses ("must be stolen in last month’s attack"); no other choice comes in.
      for (const c of e.choices)
        expect([`be ${participle}`, `have ${participle}`, e.answer], e.text).toContain(c);
      expect(e.choices.length, e.text).toBeGreaterThanOrEqual(2);
      expect(e.text, e.text).toMatch(
        /\b(yesterday|last|ago|before|while|since|for (months|weeks|years|a year)|recently|in the \d|\d{4}|during the night|after|by a real chef last night|in yesterday’s)/,
      );
    }
    for (const [, , rest] of PAST_SITUATIONS) expect(rest).toContain(pastMarkerOf(rest));
  });
  it('never puts a verb that can be intransitive in a past line ("the door must have closed" is right too)', () => {
    const ergative =
      /^(open|close|break|sell|move|stop|start|finish|change|cook|bake|melt|burn|sink|dry|freeze|turn|drop|hang|transfer|feed|walk|smash|shut)$/;
    for (const [, verb] of PAST_SITUATIONS) expect(verb).not.toMatch(ergative);
  });
  it('keys be + participle right after a modal, against the bare participle and is/are + participle', () => {
    for (const e of present) {
      expect(e.text, e.text).toMatch(
        / (will|must|should|can|might|can't|won't|mustn't|shouldn't|can only) ___/,
      );
      expect(e.answer, e.text).toMatch(/^be \w+$/);
      const participle = e.answer.slice(3);
      expect(e.choices, e.text).toContain(participle);
      expect(
        e.choices.some((c) => c === `is ${participle}` || c === `are ${participle}`),
        e.text,
      ).toBe(true);
    }
  });
  it('never offers "be + base" when the base is an adjective that makes a right sentence (be open, be clean)', () => {
    for (const e of list)
      for (const c of e.choices) expect(c, e.text).not.toMatch(/^be (open|clean|empty|dry|complete)$/);
  });
  it('agrees the wrong is/are with the subject (children are, luggage is), so it is wrong only for the modal', () => {
    const plural = present.filter((e) =>
      /^(The )?[Cc]hildren |^(The )?\w+ (glasses|dishes|stairs|clothes) /.test(e.text),
    );
    const singular = present.filter((e) => /^(Luggage|Breakfast|This dish|The glass) /.test(e.text));
    expect(plural.length).toBeGreaterThan(0);
    expect(singular.length).toBeGreaterThan(0);
    for (const e of plural)
      expect(
        e.choices.some((c) => c.startsWith('are ')),
        e.text,
      ).toBe(true);
    for (const e of singular)
      expect(
        e.choices.some((c) => c.startsWith('is ')),
        e.text,
      ).toBe(true);
  });
});

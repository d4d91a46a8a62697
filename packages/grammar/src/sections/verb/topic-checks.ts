/**
 * Shared checks for the issue-16 topics of the verb, passive-voice and used-to folders (used by their
 * topics.test.ts files): size, answer among the choices, hard gates, known rules, explained error types
 * with their params, tidy sentences, triggers that occur in the sentence, and balanced keys.
 */
import { expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { fillBlank, hardGateFailures } from '../../checks.ts';
import { TEMPLATES_BY_NAME } from '../../explain/compose.ts';
import { paramsMismatch } from '../../explain/error-types.ts';
import type { Exercise, TopicDef } from '../../types.ts';

export function built(topic: TopicDef): Exercise[] {
  return buildTopic(topic).exercises;
}

/** Registers the common checks for one topic; `min` is its honest size, `minShare` each key group's floor. */
export function commonChecks(
  topic: TopicDef,
  min: number,
  groupOf: (ex: Exercise) => string,
  minShare: number,
): void {
  const exercises = built(topic);
  it(`has at least ${min} exercises from at least ${Math.round(min / 5)} skeletons`, () => {
    expect(exercises.length).toBeGreaterThanOrEqual(min);
    expect(new Set(exercises.map((e) => e.skeleton)).size).toBeGreaterThanOrEqual(Math.round(min / 5));
  });
  it('passes the hard gates, with the answer among the choices and known rules', () => {
    const rules = new Set(topic.rules.map((r) => r.id));
    for (const ex of exercises) {
      expect(hardGateFailures(ex)).toEqual([]);
      expect(ex.choices).toContain(ex.answer);
      expect(rules.has(ex.rationale.ruleId), ex.rationale.ruleId).toBe(true);
    }
  });
  it('explains every wrong choice with a template that fits its params', () => {
    for (const ex of exercises)
      for (const d of ex.rationale.distractors) {
        expect(paramsMismatch(d.errorType, d.params), `${ex.text} ${d.choice}`).toBe('');
        const tpl = TEMPLATES_BY_NAME[d.errorType];
        const p = { ...(d.params ?? {}), chosen: d.choice, answer: ex.answer, trigger: '' };
        expect(tpl?.en(p)).not.toMatch(/undefined|\{/);
        expect(tpl?.uk(p)).not.toMatch(/undefined|\{/);
        expect(tpl?.en(p)).toContain(d.choice);
      }
  });
  it('writes tidy sentences whose trigger words are in the sentence', () => {
    for (const ex of exercises) {
      const full = fillBlank(ex.text, ex.answer);
      expect(full, ex.text).toMatch(/^[A-Z"“]/);
      expect(full, ex.text).toMatch(/[.?!]$/);
      expect(full, ex.text).not.toMatch(/[{}]|undefined|\s{2}| [,.?!]/);
      expect(ex.rationale.trigger.length).toBeGreaterThan(0);
      for (const t of ex.rationale.trigger) expect(ex.text, t).toContain(t);
    }
  });
  it(`keeps keys balanced (each form at least ${Math.round(minShare * 100)}% of the topic)`, () => {
    const counts = new Map<string, number>();
    for (const ex of exercises) counts.set(groupOf(ex), (counts.get(groupOf(ex)) ?? 0) + 1);
    for (const [group, n] of counts) expect(n / exercises.length, group).toBeGreaterThanOrEqual(minShare);
  });
}

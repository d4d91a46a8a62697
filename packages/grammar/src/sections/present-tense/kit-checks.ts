/**
 * The checks every issue-16 tense and reported-speech topic passes (its tests call them): built size, the
 * answer among the choices, hard gates, known rules and error types with templates, proper sentences,
 * skeleton variety and, for a contrast, each key's fair share. Test-only; no topic imports it.
 */
import { expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { hardGateFailures } from '../../checks.ts';
import { TEMPLATES } from '../../explain/templates.ts';
import { createRng } from '../../rng.ts';
import type { TopicDef } from '../../types.ts';

export function checkAuthoredTopic(
  topic: TopicDef,
  opts: { min: number; minSkeletons: number; keyShare?: (answer: string) => string; minShare?: number },
): void {
  const drafts = topic.generate(createRng(`gapwise:${topic.slug}`));
  const built = buildTopic(topic);
  const ruleIds = new Set(topic.rules.map((r) => r.id));

  it(`builds at least ${opts.min} exercises from at least ${opts.minSkeletons} authored bases`, () => {
    expect(built.exercises.length).toBeGreaterThanOrEqual(opts.min);
    expect(new Set(built.exercises.map((e) => e.skeleton)).size).toBeGreaterThanOrEqual(opts.minSkeletons);
  });

  it('has every answer among its choices, passes the hard gates, and explains every wrong choice', () => {
    expect(drafts.length).toBeGreaterThan(0);
    for (const d of drafts) {
      expect(d.choices, d.text).toContain(d.answer);
      expect(hardGateFailures(d), d.text).toEqual([]);
      expect(ruleIds.has(d.rationale.ruleId), d.rationale.ruleId).toBe(true);
      expect(d.rationale.trigger.filter(Boolean).length, d.text).toBeGreaterThan(0);
      for (const x of d.rationale.distractors) {
        expect(TEMPLATES[x.errorType as keyof typeof TEMPLATES], x.errorType).toBeDefined();
      }
    }
  });

  it('writes proper sentences with no slot left unfilled', () => {
    for (const d of drafts) {
      expect(d.text, d.text).toMatch(/^[A-Z“]/);
      expect(d.text, d.text).toMatch(/[.!?”]$/);
      expect(d.text, d.text).not.toMatch(/\{|\}|\s{2}|\s[.,!?]|undefined/);
      expect(d.text.split('___').length, d.text).toBe(2);
    }
  });

  if (opts.keyShare) {
    const share = opts.keyShare;
    it(`keeps each key at ${Math.round((opts.minShare ?? 0.25) * 100)}% of the topic or more`, () => {
      const counts = new Map<string, number>();
      for (const e of built.exercises) counts.set(share(e.answer), (counts.get(share(e.answer)) ?? 0) + 1);
      expect(counts.size).toBeGreaterThan(1);
      for (const [form, n] of counts) {
        expect(n / built.exercises.length, form).toBeGreaterThanOrEqual(opts.minShare ?? 0.25);
      }
    });
  }
}

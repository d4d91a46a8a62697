import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { verbForms } from '../../morph/verbs.ts';
import { participleClauses } from './participle-clauses.ts';

const { exercises } = buildTopic(participleClauses);

describe('participle-clauses', () => {
  it('has its honest size over at least 80 bases', () => {
    expect(exercises.length).toBeGreaterThanOrEqual(170);
    expect(new Set(exercises.map((e) => e.skeleton)).size).toBeGreaterThanOrEqual(80);
  });

  it('builds every form from morph (Built, Having finished, Having been warned)', () => {
    const texts = exercises.map((e) => e.text.replace('___', e.answer));
    expect(texts).toContain('Built in 1900, the bridge is still used today.');
    expect(texts.some((t) => t.startsWith('Having finished the report, '))).toBe(true);
    expect(texts.some((t) => t.startsWith('Having been warned about the traffic, '))).toBe(true);
    expect(verbForms('write').participle).toBe('written');
  });

  it('never offers -ing against having + participle when the subject does the action (both can be right)', () => {
    for (const e of exercises) {
      expect(e.choices, e.text).toContain(e.answer);
      const ing = e.choices.some((c) => /^\w+ing$/i.test(c) && !/^having$/i.test(c));
      const having = e.choices.some((c) => /^having (?!been)/i.test(c));
      if (e.rationale.ruleId === 'active' || e.rationale.ruleId === 'perfect')
        expect(ing && having && !e.text.startsWith('While'), e.text).toBe(false);
    }
  });

  it('never offers the bare participle against having been + participle (both passive, both right)', () => {
    for (const e of exercises.filter((x) => x.rationale.ruleId === 'perfect-passive'))
      expect(e.choices.filter((c) => !/^(having|\w+ing$)/i.test(c))).toEqual([]);
  });
});

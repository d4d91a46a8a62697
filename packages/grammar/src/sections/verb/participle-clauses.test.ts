import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { verbForms } from '../../morph/verbs.ts';
import { expectSize } from '../topic-checks.ts';
import { participleClauses } from './participle-clauses.ts';

const { exercises } = buildTopic(participleClauses);

describe('participle-clauses', () => {
  it('has its honest size over at least 270 bases (issue 16: 175 → 400+; full catalogue: 413 → 650+)', () => {
    expectSize(exercises, 650, 270);
    // Three distinct choices in the full-catalogue bases (participle:169 on): none takes a verb whose
    // participle is its base form (run, cut); an older one (read) keeps two.
    for (const e of exercises.filter((x) => Number(x.skeleton.split(':')[1]) >= 169))
      expect(new Set(e.choices).size, e.text).toBe(3);
  });

  it('gives one-person bases (a light bulb, a driving test, a scholarship) to one person only', () => {
    for (const e of exercises.filter((x) =>
      /light bulb|driving test|scholarship|national team|a visa/.test(x.text),
    ))
      expect(e.text, e.text).not.toMatch(/, (we|my parents) /);
  });

  it('keeps each of -ing, done and having (been) done the key in a fair share', () => {
    const share = (re: RegExp) => exercises.filter((e) => re.test(e.answer)).length / exercises.length;
    expect(share(/^having been /i)).toBeGreaterThanOrEqual(0.1);
    expect(share(/^having (?!been)/i)).toBeGreaterThanOrEqual(0.2);
    expect(share(/^\w+ing$/i)).toBeGreaterThanOrEqual(0.2);
    expect(share(/^(?!having)\w+$/i) - share(/^\w+ing$/i)).toBeGreaterThanOrEqual(0.15);
  });

  it('never offers as wrong a past participle that reads as an adjective after an active base', () => {
    const adjectives = /^(tired|worried|bored|excited|surprised|interested|pleased|scared|relaxed)$/i;
    for (const e of exercises.filter((x) => x.rationale.ruleId === 'active'))
      for (const c of e.choices.filter((x) => x !== e.answer)) expect(c, e.text).not.toMatch(adjectives);
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
  it('keys no passive in the new bases with a verb that is also intransitive with its subject (Hanging above the fireplace, the painting … is right too)', () => {
    for (const e of exercises.filter(
      (x) => x.rationale.ruleId === 'passive' && Number(x.skeleton.split(':')[1]) >= 169,
    )) {
      expect(e.answer, e.text).not.toMatch(/^(Hung|Grown|Sold|Mixed|Cooked|Baked|Burnt|Melted)$/);
      if (e.answer === 'Opened') expect(e.text, e.text).toMatch(/___ by /);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import { checkAuthoredTopic } from '../topic-checks.ts';
import { VOI_BASES, verbObjectInfinitive } from './verb-object-infinitive.ts';

describe('verb-object-infinitive', () => {
  checkAuthoredTopic(verbObjectInfinitive, { min: 600, minSkeletons: 160 });

  const drafts = verbObjectInfinitive.generate(createRng('x'));

  it('puts an object pronoun (in the gap or just before it) and to before the verb', () => {
    expect(VOI_BASES.length).toBeGreaterThanOrEqual(160);
    for (const d of drafts)
      if (d.answer.startsWith('to ')) expect(d.text, d.text).toMatch(/\b(me|him|her|us|them) ___/);
      else expect(d.answer, d.text).toMatch(/^(me|him|her|us|them) to \w/);
  });

  it('offers "that + clause" as wrong only after want / would like (expect, ask, tell take one)', () => {
    for (const d of drafts)
      if (d.choices.some((c) => c.startsWith('that ')))
        expect(d.text, d.text).toMatch(/\b(wants?|wanted|would like) ___/);
  });

  it('never offers -ing after want, need, expect or would like ("I don\'t want him staying out" is heard)', () => {
    for (const d of drafts)
      if (/\b(wants?|wanted|needs?|expects?|expected|would like|expect) ___/.test(d.text))
        expect(
          d.rationale.distractors.some((x) => x.errorType === 'ing-after-verb-object'),
          d.text,
        ).toBe(false);
  });

  it('never puts the speaker in the gap of a base that already speaks as I or we', () => {
    for (const d of drafts) {
      const base = (d.skeleton ?? '').replace(/\{[^}]*\}/g, ' ');
      if (d.answer.startsWith('me ')) expect(base, d.text).not.toMatch(/\b(I|my|me)\b/);
      if (d.answer.startsWith('us ')) expect(base, d.text).not.toMatch(/\b(we|We|our|Our|us)\b/);
    }
  });
});

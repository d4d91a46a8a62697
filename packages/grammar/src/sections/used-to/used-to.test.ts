import { describe, expect, it } from 'vitest';
import { fillBlank } from '../../checks.ts';
import { createRng } from '../../rng.ts';
import { usedTo } from './used-to.ts';

const all = [...usedTo.generate(createRng('used-to'))].map((d) => fillBlank(d.text, d.answer));

describe('used-to: the time tail fits the habit', () => {
  it('yields a sizeable topic', () => {
    expect(all.length).toBeGreaterThan(2000);
  });

  it('dates by "before they started school" only what a small child does', () => {
    // "The students used to travel around Europe before they started school".
    const preschool = all.filter((x) => /before they started school/.test(x));
    for (const x of preschool)
      expect(x).toMatch(
        /sandcastles|ducks|pictures of animals|very shy|fairy tales|toys|go to bed late|sleep late/,
      );
    expect(all.join('\n')).not.toMatch(
      /(Europe|theatre|the early train|pizza|tomatoes)[^.?]* before they started school/,
    );
  });
});

describe('used-to: no spelling some teachers accept is tested as wrong', () => {
  it('never offers "didn\'t used to" or "Did … used to" as a distractor', () => {
    const drafts = [...usedTo.generate(createRng('used-to'))];
    const afterDid = drafts.filter((d) => /^Did |didn't/.test(fillBlank(d.text, d.answer)));
    expect(afterDid.length).toBeGreaterThan(100);
    for (const d of afterDid)
      for (const c of d.choices.filter((x) => x !== d.answer)) expect(c).not.toMatch(/^(didn't )?used to$/);
  });
});

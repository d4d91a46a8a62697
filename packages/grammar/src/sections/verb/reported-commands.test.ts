import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import { checkAuthoredTopic } from '../topic-checks.ts';
import { ONE_PERSON_BASE, RC_BASES, reportedCommands } from './reported-commands.ts';

describe('reported-commands', () => {
  checkAuthoredTopic(reportedCommands, {
    min: 590,
    minSkeletons: 135,
    keyShare: (a) => (a.startsWith('not ') ? 'negative' : 'positive'),
  });

  const drafts = reportedCommands.generate(createRng('x'));

  it('reports a Don’t… command with not to, and a positive one with to', () => {
    for (const b of RC_BASES)
      expect(b.t.startsWith('“Don’t') || b.t.startsWith('“Please don’t'), b.t).toBe(b.neg);
    for (const d of drafts) expect(d.answer, d.text).toMatch(/don’t/i.test(d.text) ? /^not to / : /^to /);
  });

  it('never offers "to not do", which many speakers accept', () => {
    for (const d of drafts) expect(d.choices.some((c) => c.startsWith('to not '))).toBe(false);
  });

  it('tells one person only what is about one body or one thing of their own', () => {
    for (const d of drafts)
      if (
        ONE_PERSON_BASE.test(
          d.text.replace(/\b(my|his|her|our|their) (phone|passport|name|ticket|mouth)\b/, '{poss} $2'),
        )
      )
        expect(d.text, d.text).not.toMatch(/ (us|them) ___/);
  });

  it('tells a whole group (us, them) what is said to everyone: no "told me to switch off my phones"', () => {
    const group = drafts.filter((d) => / off (my|his|her|our|their) phones\b/.test(d.text));
    expect(group.length).toBeGreaterThan(0);
    for (const d of group) expect(d.text, d.text).toMatch(/ (us|them) ___/);
  });

  it('makes the possessive in the reported words agree with the person told', () => {
    for (const d of drafts) {
      const m = d.text.match(/ (me|us|him|her|them) ___ .* (my|our|his|her|their) /);
      if (m) {
        const want = { me: 'my', us: 'our', him: 'his', her: 'her', them: 'their' }[m[1] as 'me'];
        expect(m[2], d.text).toBe(want);
      }
    }
  });
});

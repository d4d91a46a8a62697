import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import { checkAuthoredTopic } from '../topic-checks.ts';
import { RV_BASES, reportingVerbsPatterns } from './reporting-verbs-patterns.ts';

describe('reporting-verbs-patterns', () => {
  checkAuthoredTopic(reportingVerbsPatterns, {
    min: 640,
    minSkeletons: 115,
    keyShare: (a) => (a.startsWith('to ') ? 'to' : / \w+ing\b/.test(a) ? 'preposition + -ing' : '-ing'),
    minShare: 0.2,
  });

  const drafts = reportingVerbsPatterns.generate(createRng('x'));

  it('never offers the forms these verbs also take: that-clauses, to + -ing, or a bare -ing after advise/warn with no person', () => {
    expect(RV_BASES.length).toBeGreaterThanOrEqual(100);
    for (const d of drafts) {
      expect(
        d.choices.some((c) => c.startsWith('that ')),
        d.text,
      ).toBe(false);
      // "admitted to taking" is English: never "to" + the answer's -ing.
      expect(d.choices, d.text).not.toContain(`to ${d.answer}`);
      expect(d.text, d.text).not.toMatch(
        /\b(advised|warned|reminded|encouraged|persuaded|invited|begged|urged) ___/,
      );
    }
  });

  it('puts a quote spoken by one person ("I…") only with a one-person reporter', () => {
    for (const d of drafts)
      if (/^“(I|I’ll|I’m) /.test(d.text)) expect(d.text, d.text).not.toMatch(/” (We|They|My parents) /);
  });

  it('never reports a quote with its own subject named twice (Tom persuaded Tom)', () => {
    for (const d of drafts) {
      const m = d.text.match(/” ([A-Z][a-z]+) \w+ed ([A-Z][a-z]+)\b/);
      if (m) expect(m[1], d.text).not.toBe(m[2]);
    }
  });
});

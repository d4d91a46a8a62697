import { describe, expect, it } from 'vitest';
import { fillBlank } from '../../checks.ts';
import { built, commonChecks, expectSize } from '../topic-checks.ts';
import { GET_FORM_LINES, getUsedTo, MORE_GET_USED_LINES, USED_TO_LINES } from './get-used-to.ts';

describe('get-used-to', () => {
  commonChecks(getUsedTo, 580, (ex) => ex.rationale.ruleId, 0.2);

  it('is mostly about getting used to (the process), not a copy of be-used-to-vs-used-to', () => {
    const ex = built(getUsedTo);
    const get = ex.filter((e) => e.rationale.ruleId !== 'used-to').length;
    expect(get / ex.length).toBeGreaterThan(0.6);
  });

  it('issue 16: grows by get used to + -ing lines, each its own base with a sign of the process', () => {
    expectSize(built(getUsedTo), 650, 110);
    for (const [text] of MORE_GET_USED_LINES) expect(text).toMatch(/(get|got|getting) used to ___/);
  });

  it('never uses the perfect (have got / have gotten used to differ between British and American English)', () => {
    for (const e of built(getUsedTo))
      expect(fillBlank(e.text, e.answer)).not.toMatch(/\b(have|has|'ve|’ve) (got|gotten) used/);
  });

  it('gives every used to + base form line a sign that the habit has stopped', () => {
    for (const [text] of USED_TO_LINES)
      expect(text).toMatch(/but|before|when \{pron\} \{was\}|closed|gave up|moved|school choir|sold/);
  });

  it('lets the words before the gap decide the form of get (no bare present "I get used to")', () => {
    for (const [text, form] of GET_FORM_LINES) {
      if (form === 'getting') expect(text).toMatch(/\{is\}|\{was\}|\bis\b/);
      if (form === 'get') expect(text).toMatch(/will|’ll|can’t|to ___/);
      if (form === 'got') expect(text).not.toMatch(/\{is\}|will|to ___/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { verbForms } from '../../morph/verbs.ts';
import { commonChecks, expectBases, expectShare, itIsListedIn } from '../topic-checks.ts';
import { verb } from '../verb.ts';
import { needDoing } from './need-doing.ts';

describe('need-doing', () => {
  const ex = commonChecks(needDoing, 600, (ex) => ex.rationale.ruleId, 0.35);

  itIsListedIn(verb, needDoing);

  it('has 125+ authored bases (issue 16), so a session of ten rarely repeats one', () =>
    expectBases(ex, 125));

  it('never offers -ing against to be + past participle (they mean the same), nor "needs washed"', () => {
    for (const e of ex) {
      const wrong = e.choices.filter((c) => c !== e.answer);
      if (e.rationale.ruleId === 'need-thing')
        for (const c of wrong) expect(c, e.text).not.toMatch(/^to be |^[a-z]+ing\b/);
      // The base form offered is the verb itself, never its past participle ("needs washed").
      const bare = e.rationale.distractors.find((x) => x.errorType === 'bare-after-need')?.choice ?? '';
      const [verbBase = ''] = bare.split(' ');
      expect(
        verbForms(verbBase).participle === verbBase || !wrong.includes(verbForms(verbBase).participle),
      ).toBe(true);
      expect(bare, e.text).toBe(
        e.rationale.distractors.find((x) => x.choice.startsWith('to '))?.choice.slice(3) ?? bare,
      );
    }
  });

  it('keys a thing line with -ing in about half the cases and with to be + past participle in the rest', () => {
    const thing = ex.filter((e) => e.rationale.ruleId === 'need-thing');
    expectShare(thing, (e) => /^[a-z]+ing\b/.test(e.answer), 0.3, 0.7);
  });

  it('puts an object after the verb in every person line, so -ing cannot mean the person is acted on', () => {
    for (const e of ex.filter((x) => x.rationale.ruleId === 'need-person'))
      expect(e.text, e.text).toMatch(/___ [a-z]/);
  });
});

import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { verbForms } from '../../morph/verbs.ts';
import { createRng } from '../../rng.ts';
import { expectSize } from '../topic-checks.ts';
import { pastSimpleSpelling, SPELL_AUTHORED } from './past-simple.ts';

/** Misspellings that are real words of their own (hope, plane, mope, scare…): never offered. */
const REAL = /^(?:hoped|planed|moped|scared|robed|taped|pined|stared|bared|caned)$/;

describe('past-simple-spelling', () => {
  const drafts = pastSimpleSpelling.generate(createRng('x'));

  it('builds at least 720 exercises from at least 115 bases (issue 16)', () => {
    const built = buildTopic(pastSimpleSpelling).exercises;
    expectSize(built, 720, 115);
  });

  it('takes every new base’s answer from morph and offers no real word as a misspelling', () => {
    for (const d of drafts.filter((x) => x.skeleton?.startsWith('sp:auth:'))) {
      for (const x of d.rationale.distractors) expect(x.choice, d.text).not.toMatch(REAL);
      expect(d.choices, d.text).toContain(d.answer);
    }
    for (const [verb] of SPELL_AUTHORED) {
      // one accepted spelling only: no knit/knitted, fit/fitted, labelled/labeled
      expect(verbForms(verb).pastVariants, verb).toHaveLength(1);
    }
  });

  it('puts every new base in a past scene the present -s form cannot fit', () => {
    for (const [, , rest] of SPELL_AUTHORED)
      expect(rest, rest).toMatch(
        /\b(?:last|yesterday|this morning|ago|in \d{4}|was|were|had|did|didn’t|arrived|asked|finished|lost|crossed|fell|drove|later|caught|got|overnight|moved|forgot|missed|ran|worked|cried|went|rained)\b/,
      );
  });

  it('never hangs the time word after a second clause ("it worked at once yesterday", round 2001)', () => {
    for (const [, , rest] of SPELL_AUTHORED)
      expect(rest, rest).not.toMatch(/ and [^.]*\b(?:yesterday|last \w+|ago)\.$/);
  });

  it('says the new bases of a third-person singular subject (the wrong present form is the -s form)', () => {
    for (const [, subjects] of SPELL_AUTHORED)
      for (const s of subjects) expect(s, s).not.toMatch(/^(?:I|We|You|They|My parents)\b/);
  });
});

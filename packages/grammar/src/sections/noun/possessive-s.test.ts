import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { plural } from '../../morph/nouns.ts';
import { checkAuthoredTopic } from '../topic-checks.ts';
import { AUTHORED, possessiveSTopic } from './possessive-s.ts';

/** Issue 16: possessive-s grown from 131 exercises over 45 bases with authored bases that fix the owner's number. */
describe('possessive-s', () => {
  checkAuthoredTopic(possessiveSTopic, {
    min: 650,
    minSkeletons: 260,
    keyShare: (a) => (/s’$/.test(a) ? 's’' : /(children|women|men|people)’s$/.test(a) ? 'irr' : '’s'),
    minShare: 0.2,
  });

  const ex = buildTopic(possessiveSTopic).exercises;

  it('spells every authored owner’s plural as morph/ does (no hand-made plural)', () => {
    for (const [, sg, pl, base] of AUTHORED) expect(plural(sg), base).toBe(pl);
  });

  it('offers the singular possessive against s’ only when a number or both fixes several owners (not all: all my friend’s children)', () => {
    for (const e of ex.filter((x) => /s’$/.test(x.answer) && x.rationale.ruleId === 'pl')) {
      const sg = e.choices.find((c) => c.endsWith('’s') && !c.endsWith('s’s'));
      if (sg && !/weeks|minutes|hours|years|months/.test(e.answer))
        expect(e.text, e.text).toMatch(
          /\b(two|three|five|eleven|twenty|thirty|both|all her|thousands|millions)\b/i,
        );
    }
  });

  it('never offers a bare plural against s’ (attributive plurals are heard) nor an of-phrase', () => {
    for (const e of ex) {
      if (e.rationale.ruleId === 'pl')
        expect(
          e.choices.filter((c) => !/’/.test(c)),
          e.text,
        ).toEqual([]);
      for (const c of e.choices) expect(c, e.text).not.toMatch(/\bof\b/);
    }
  });

  it('fixes one owner in every singular common-noun base by a pronoun, this, that, each, every, one or a', () => {
    for (const e of ex.filter((x) => x.skeleton.includes(':authored:') && x.rationale.ruleId === 'sg')) {
      expect(
        e.choices.some((c) => c.endsWith('’') && c !== e.answer),
        e.text,
      ).toBe(true);
      const cue = e.rationale.trigger[0] ?? '';
      expect(e.text.includes(cue), `${e.text} / ${cue}`).toBe(true);
    }
  });
});

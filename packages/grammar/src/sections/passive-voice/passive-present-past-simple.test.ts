import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import type { Exercise } from '../../types.ts';
import { expectShare, expectSize } from '../topic-checks.ts';
import { PASSIVE_LINES, passivePastPresent } from './passive-present-past-simple.ts';

describe('passive-present-past-simple (issue 16 size, grown to 600)', () => {
  const list: Exercise[] = buildTopic(passivePastPresent).exercises;
  const authored = list.filter((e) => e.skeleton.startsWith('passive-line-'));
  it('has 580+ exercises from 170+ bases, present and past each a fair share of the authored ones', () => {
    expectSize(list, 580, 170);
    expectShare(authored, (e) => /^(was|were) /.test(e.answer), 0.35, 0.65);
  });
  it('keys was/were with a past marker and am/is/are with a routine, the be agreeing with the noun', () => {
    for (const e of authored) {
      const past = /^(was|were) /.test(e.answer);
      expect(e.rationale.ruleId, e.text).toBe(past ? 'passive-past' : 'passive-present');
      const plural = /^(are|were) /.test(e.answer);
      const other = e.choices.find((c) => c !== e.answer && c.split(' ')[1] === e.answer.split(' ')[1]);
      expect(other?.split(' ')[0], e.text).toBe(past ? (plural ? 'was' : 'were') : plural ? 'is' : 'are');
    }
  });
  it('never uses a verb that is also an adjective or intransitive with these subjects (empty, open, close, sell)', () => {
    for (const [, , , verb] of PASSIVE_LINES)
      expect(verb).not.toMatch(
        /^(empty|open|close|sell|bake|cook|change|update|lock up|keep|feed|dry|melt|burn)$/,
      );
  });
  it('gives a past passive a time that fits the thing: no phones made in China last night, no routine said of one night', () => {
    for (const e of list.filter((x) => /^(was|were) /.test(x.answer))) {
      if (/^The (phones|songs|picture|book)\b/.test(e.text))
        expect(e.text).not.toMatch(/last night|yesterday|two weeks ago|last Monday/);
      expect(e.text).not.toMatch(/at night last night|every .* (yesterday|last|ago)/);
      if (e.text.startsWith('The children')) expect(e.text).not.toMatch(/last night/);
    }
  });
});

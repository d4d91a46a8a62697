import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { fillBlank } from '../../checks.ts';
import { thisThatTopic } from './this-that-these-those.ts';

/** Whole correct sentences of a topic, as a reviewer reads them. */
const sentencesOf = (t: Parameters<typeof buildTopic>[0]) =>
  buildTopic(t).exercises.map((e) => fillBlank(e.text, e.answer));

describe('round 1702: this/that puts each thing where it can be', () => {
  it('has no boat on a hill or behind a church, no mountain on a hill, and keeps trees up on the hill', () => {
    const s = sentencesOf(thisThatTopic);
    for (const x of s) {
      expect(x).not.toMatch(/(boats?|mountains?|clouds?) up there on the hill/);
      expect(x).not.toMatch(/(boats?|birds?) over there, behind the church/);
      expect(x).not.toMatch(/(birds?|horses?|boats?) across the river (is|are) very old/);
    }
    expect(s.some((x) => /trees up there on the hill/.test(x))).toBe(true);
    expect(s.some((x) => /boats? out there on the lake/.test(x))).toBe(true);
  });
});

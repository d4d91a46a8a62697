import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { fillBlank } from '../../checks.ts';
import { IRREGULAR_MORE } from '../../lexicon/irregular-phrases.ts';
import { expectSize } from '../topic-checks.ts';
import { irregularAaa } from './irregular-verbs-a-a-a.ts';
import { irregularAba } from './irregular-verbs-a-b-a.ts';

const built = (t: typeof irregularAaa) => buildTopic(t).exercises;
const sentences = (t: typeof irregularAaa) => built(t).map((e) => fillBlank(e.text, e.answer));
const PLURAL = /^(We|They|My (parents|cousins|friends)|The (children|students)|Max and Lily|Kate and I) /;

describe('issue 16: the one-form and come – came – come topics grown with situated phrases', () => {
  it('keeps the new size floors and many distinct bases', () => {
    for (const [t, floor, bases] of [
      [irregularAaa, 700, 120],
      [irregularAba, 650, 75],
    ] as const) {
      const ex = built(t);
      expectSize(ex, floor, bases);
    }
  });

  it('gives every new phrase its situation, never a bare date after a trivial act', () => {
    for (const p of IRREGULAR_MORE) {
      expect(p.ctx?.post, p.id).toBeTruthy();
      expect(p.ctx?.post).toMatch(
        /yesterday|last|ago|this morning|in 20\d\d|when|while|before|after|because|as soon as|and |but |so that|during|moment|lifting|playing|to start|at university/,
      );
    }
  });

  it('says one person’s acts of one person, a group’s of a group', () => {
    const s = [...sentences(irregularAaa), ...sentences(irregularAba)];
    for (const x of s.filter((y) => PLURAL.test(y))) {
      expect(x).not.toMatch(/became a (doctor|manager|teacher|member|volunteer|vegetarian)/);
      expect(x).not.toMatch(/(hurt|cut) (our|their) (back|ankle|wrist|hand|own hair)|hair short/);
    }
    for (const x of s.filter((y) => !PLURAL.test(y))) expect(x).not.toMatch(/good friends|four ways/);
  });

  it('never reports an arrival plan as "already" done', () => {
    for (const x of sentences(irregularAba))
      expect(x).not.toMatch(/(already|just) come (to London|to work by bike|back from Spain)/);
  });
});
